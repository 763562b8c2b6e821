import { Field, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { decisionReason } from '@contract/creator.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';

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

/** Reject or deny with a reason: a preset from the guideline, or the reviewer's own words. */
export function ReasonDialog(props: ReasonDialogProps) {
  return props.open ? <ReasonForm {...props} /> : null;
}

function ReasonForm({ title, confirmLabel, presets, busy, onClose, onConfirm }: ReasonDialogProps) {
  const [choice, setChoice] = useState<string>(presets[0] ?? OWN);
  const [own, setOwn] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = () => {
    const parsed = decisionReason.safeParse({ reason: choice === OWN ? own : choice });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
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
          aria-label="Reason"
        >
          <Stack gap="3">
            {[...presets, OWN].map((reason) => (
              <RadioGroup.Item key={reason} value={reason} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>
                  {reason === OWN ? 'Another reason' : reason}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {choice === OWN && (
          <Field.Root invalid={error !== null} required>
            <Field.Label>Your reason</Field.Label>
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
