import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** A ghost button showing only its icon, named by `label` (a row's Edit, Delete or View). */
export function IconButton({
  label,
  ...props
}: { label: string } & Omit<ComponentProps<typeof Button>, 'variant' | 'size' | 'aria-label'>) {
  return <Button variant="ghost" size="icon" aria-label={label} {...props} />;
}
