import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { cx } from '../../lib/cx.ts';
import { useAwaitingApp } from '../../lib/use-hydrated.ts';
import ui from './plain-ui.module.css';
import styles from './text-field.module.css';
import { useT } from '../../i18n/index.ts';

/**
 * A text field of a plain-CSS form (decision 20): label above, the input, and the spec's message
 * under it in the error colour (DESIGN.md, forms), wired as Chakra's Field wires its control
 * (label `for`, `aria-invalid`, the message as `aria-errormessage` and `aria-describedby`, read
 * out when it appears). Takes an input's props, so `{...form.register('email')}` spreads onto it.
 * Chakra screens wrap Chakra controls in `FormField` instead.
 */
type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className'>;

interface FieldProps extends InputProps {
  label: string;
  error?: string;
}

export function TextField({ label, error, ...input }: FieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </Field>
  );
}

/**
 * A password field with the spec's show/hide toggle (a real button, labelled for screen readers),
 * disabled until the app takes over the server's markup (decision 44).
 */
export function PasswordField({ label, error, ...input }: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const awaitingApp = useAwaitingApp();
  const t = useT();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className={styles.control}>
          <input
            className={styles.input}
            {...control}
            {...input}
            type={visible ? 'text' : 'password'}
          />
          <button
            type="button"
            className={cx(ui.button, ui.ghost, ui.icon, styles.toggle)}
            aria-label={visible ? t('shell.password.hide') : t('shell.password.show')}
            aria-pressed={visible}
            disabled={awaitingApp}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** The attributes that tie the input to its label and its message. */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-describedby'?: string;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const control: ControlProps = error
    ? { id, 'aria-invalid': true, 'aria-errormessage': errorId, 'aria-describedby': errorId }
    : { id };
  return (
    <div className={styles.field} role="group">
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {error ? (
        <span id={errorId} className={styles.error} aria-live="polite">
          {error}
        </span>
      ) : null}
    </div>
  );
}
