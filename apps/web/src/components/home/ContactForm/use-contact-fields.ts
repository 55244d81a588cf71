import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';

type Errors = Partial<Record<string, string>>;

/**
 * The few form mechanics the contact form needs (values, errors cleared on change, a checked
 * submit, the server's errors, reset), without a form library: the form loads right after the
 * home page paints, where every kilobyte counts.
 */
export function useContactFields<Values extends Record<string, string>>(
  initialValues: Values,
  validate: (values: Values) => Errors,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});

  const setFieldValue = useCallback(<Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The visitor is fixing it: the old message would only be in the way.
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  }, []);

  /** What an input needs: its value, its message and the change handler (Mantine inputs take these props). */
  const getInputProps = <Name extends keyof Values & string>(name: Name) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setFieldValue(name, event.currentTarget.value as Values[Name]),
  });

  /**
   * A submit handler that shows the failures and calls `handle` only when there are none, or
   * `failed` with them; both get the form, to move focus in it.
   */
  const onSubmit =
    (
      handle: (values: Values, form: HTMLFormElement) => void,
      failed?: (errors: Errors, form: HTMLFormElement) => void,
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (Object.values(found).every((message) => message === undefined)) handle(values, event.currentTarget);
      else failed?.(found, event.currentTarget);
    };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { values, errors, getInputProps, setFieldValue, setErrors, onSubmit, reset };
}
