import { Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { decisionReason } from '@contract/creator.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useI18n } from '../../../i18n/index.ts';

/** The contract's reason messages and their keys. */
const REASON_MESSAGES: Readonly<Record<string, string>> = {
  'Please give a reason': 'admin.reason.required',
  'The reason can have at most 2000 characters': 'admin.reason.tooLong',
};

interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  presets: readonly string[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

const OWN = 'own';

/**
 * Reject or deny with a reason: a preset from the guideline, or the reviewer's own words. The
 * presets come in the reviewer's language, and the reason reaches the creator as it reads here.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  return props.open ? <ReasonForm {...props} /> : null;
}

function ReasonForm({ title, confirmLabel, presets, busy, onClose, onConfirm }: ReasonDialogProps) {
  const [choice, setChoice] = useState<string>(presets[0] ?? OWN);
  const [own, setOwn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t, fieldError } = useI18n();
  const reasonError = (message: string | undefined) => {
    const key = message === undefined ? undefined : REASON_MESSAGES[message];
    return key ? t(key) : fieldError(message);
  };

  const onSubmit = () => {
    const parsed = decisionReason.safeParse({ reason: choice === OWN ? own : choice });
    if (!parsed.success) {
      setError(reasonError(parsed.error.issues[0]?.message) ?? null);
      return;
    }
    onConfirm(parsed.data.reason);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      submitLabel={confirmLabel}
      busy={busy}
      destructive
      size="lg"
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <RadioGroup.Root
          value={choice}
          onValueChange={(details) => setChoice(details.value ?? OWN)}
          colorPalette="brand"
          aria-label={t('admin.reason.label')}
        >
          <Stack gap="3">
            {[...presets, OWN].map((reason) => (
              <RadioGroup.Item key={reason} value={reason} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>
                  {reason === OWN ? t('admin.reason.another') : reason}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {choice === OWN && (
          <Field.Root invalid={error !== null} required>
            <Field.Label>{t('admin.reason.yours')}</Field.Label>
            <Textarea
              autoFocus
              value={own}
              maxLength={2000}
              onChange={(event) => setOwn(event.target.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
