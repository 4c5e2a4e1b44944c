import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of an admin list, and the search it settled on: one request per pause in
 * typing, and only a changed search goes back to page 1 (as on the testing users page).
 */
export function usePeopleSearch(setPage: (page: number) => void) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => {
      setSearch(text);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setPage]);
  return { text, setText, search };
}

export function PeopleSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full max-w-sm">
      <SearchIcon
        aria-hidden
        className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-8"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
