import { Input } from 'antd';

/**
 * A list's search box, named by its placeholder: what was typed, trimmed, goes out on Enter or
 * the button, and × clears it. 100 characters, the list calls' keyword limit.
 */
export function ListSearch({
  label,
  className,
  onSearch,
}: {
  label: string;
  className?: string;
  onSearch: (keyword: string) => void;
}) {
  return (
    <Input.Search
      allowClear
      className={className}
      placeholder={label}
      aria-label={label}
      maxLength={100}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
