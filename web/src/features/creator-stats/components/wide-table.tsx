import { Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';

/**
 * A table wider than a phone (issue 37): it scrolls sideways inside its frame with its first
 * column held in place, so each row keeps its name while the figures move, and below `md` a line
 * above it says that it scrolls. The frame takes keyboard focus, so arrow keys scroll it too.
 */
export function WideTable({
  label,
  interactive = false,
  children,
}: {
  label: string;
  interactive?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const hint = useId();
  return (
    <Stack gap="1">
      <Text id={hint} fontSize="xs" color="fg.muted" hideFrom="md">
        {t('stats.table.scrollHint')}
      </Text>
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="l3"
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-describedby={hint}
      >
        <Table.Root size="sm" interactive={interactive} aria-label={label} css={firstColumnHeld}>
          {children}
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

const firstColumnHeld = {
  '& tr > :first-of-type': {
    position: 'sticky',
    insetInlineStart: '0',
    zIndex: '1',
    bg: 'bg',
    maxW: { base: '36', md: 'none' },
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
  },
};
