import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldErrorId } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

/** A required field's label ends with a star; screen readers hear "required" from the input. */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-destructive">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="text-sm text-destructive">
      {error}
    </p>
  );
}

/** A labelled native select with a "choose…" first option. */
export function SelectField<T extends string>({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  error,
  isRequired = false,
  format = (option) => option,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
  onBlur?: () => void;
  error?: string;
  isRequired?: boolean;
  format?: (option: T) => string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onChange={(event) => onChange(event.target.value as T | '')}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of checkboxes sharing a legend; `value` holds the checked options. */
export function CheckboxGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  children?: ReactNode;
}) {
  const toggle = (option: T, isChecked: boolean) =>
    onChange(isChecked ? [...value, option] : value.filter((checked) => checked !== option));
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? fieldErrorId(id) : undefined}
      aria-required
    >
      <legend className={cn('mb-3 text-sm font-medium', error && 'text-destructive')}>
        {legend}
        <RequiredMark />
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={optionId}
                checked={value.includes(option)}
                onCheckedChange={(checked) => toggle(option, checked === true)}
              />
              <Label htmlFor={optionId} className="font-normal">
                {option}
              </Label>
            </div>
          );
        })}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
