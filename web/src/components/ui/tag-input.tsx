import { Box, Button, CloseButton, HStack, Input, Tag, VStack } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTagSuggestionsWhileTyping } from '../../lib/tag-suggestions.ts';
import { addTag, stripBlocked, suggestionItems, tagKeyAction } from '../../lib/tag-rules.ts';
import { useT } from '../../i18n/index.ts';

/**
 * The spec's tag input (section 5, Tags; rules in lib/tag-rules.ts): chosen tags as chips, the
 * known tags suggested from 2 characters, and 'Add Tag : ' for a new one.
 */
export interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** The visible label's id, for aria-labelledby; or a plain label. */
  labelledBy?: string;
  label?: string;
  id?: string;
}

export function TagInput({ value, onChange, labelledBy, label, id }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const suggestions = useTagSuggestionsWhileTyping(draft);
  const t = useT();
  const items = suggestionItems(draft, suggestions.data ?? [], value);

  const choose = (tag: string) => {
    onChange(addTag(value, tag));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft.trim() !== '') choose(draft);
      return;
    }
    if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
      return;
    }
    const action = tagKeyAction(draft, event.key);
    if (action === 'type') return;
    event.preventDefault();
    if (action === 'commit') choose(draft);
  };

  return (
    <VStack align="stretch" gap="2" w="full">
      {value.length > 0 && (
        <HStack wrap="wrap" gap="2" role="list" aria-label={t('creator.tags.chosen')}>
          {value.map((tag) => (
            <Tag.Root key={tag} role="listitem" size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{tag}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  aria-label={t('creator.tags.remove', { tag })}
                  onClick={() => onChange(value.filter((chosen) => chosen !== tag))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Box position="relative">
        <Input
          id={id}
          value={draft}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : (label ?? t('creator.albumForm.tags'))}
          aria-controls={items.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          placeholder={t('creator.tags.placeholder')}
          onChange={(event) => setDraft(stripBlocked(event.target.value))}
          onKeyDown={onKeyDown}
        />
        {items.length > 0 && (
          <VStack
            as="ul"
            id={listId}
            align="stretch"
            gap="0"
            mt="1"
            p="0"
            listStyleType="none"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.panel"
            boxShadow="md"
            aria-label={t('creator.tags.suggestions')}
            maxH="48"
            overflowY="auto"
          >
            {items.map((item) => (
              <li key={item.label}>
                <Button
                  variant="ghost"
                  justifyContent="flex-start"
                  w="full"
                  minH="11"
                  onClick={() => choose(item.value)}
                >
                  {item.label === item.value
                    ? item.label
                    : t('creator.tags.add', { tag: item.value })}
                </Button>
              </li>
            ))}
          </VStack>
        )}
      </Box>
    </VStack>
  );
}
