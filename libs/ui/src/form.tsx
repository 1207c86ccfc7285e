import { useId, type ReactNode } from 'react';
import { cx } from './layout';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Below the control while there is no error: the limit in words ("5 到 300 分钟"). */
  hint?: ReactNode;
  /** Shown once the user tried (or the server refused this field); replaces the hint. */
  error?: ReactNode;
  /** Marks the label; the check itself is the form's. */
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/** A label, its control, a hint and an error line, wired for assistive tech. */
export function Field({ label, hint, error, required, children, className }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div className={cx('y-field', className)}>
      <label className="y-field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="y-field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': note ? noteId : undefined })}
      {error ? (
        <FieldError id={noteId}>{error}</FieldError>
      ) : (
        hint && (
          <p className="y-field-hint" id={noteId}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The one error line: the danger colour, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p className="y-field-error" id={id} role="alert">
      {children}
    </p>
  );
}

export interface SubmitButtonProps {
  children: ReactNode;
  /** While the request is out: disabled, busy, and saying so. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  disabled?: boolean;
  /** Without it the button submits its form. */
  onClick?: () => void;
  className?: string;
  /** For specs that find the action by id (a buy button whose label changes with the plan). */
  'data-testid'?: string;
}

/** The form's main action, full width, never tappable twice while its request is out. */
export function SubmitButton({
  children,
  pending,
  pendingLabel,
  disabled,
  onClick,
  className,
  'data-testid': testId,
}: SubmitButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={cx('y-btn y-btn-block', className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
