import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the input and announced; the input is marked invalid while there is one. */
  error?: string | null;
  hint?: ReactNode;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** One labelled row of the form: label, the input (given its ids), then its error or hint. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const noteId = error || hint ? `${id}-note` : undefined;
  return (
    <div className={`iv-field${error ? ' iv-field-bad' : ''}`}>
      <label className="iv-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': noteId })}
      {error ? (
        <p id={noteId} className="iv-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="iv-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
