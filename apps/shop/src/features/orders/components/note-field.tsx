import { TEXT_AREA_MAX } from '@facet/contract';
import { TextArea } from 'antd-mobile';

/** A labelled text area of up to §9's 140 characters, its counter under it. */
export function NoteField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="order-note-field">
      <label htmlFor={id} className="order-field-label">
        {label}
      </label>
      <TextArea
        id={id}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={TEXT_AREA_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
    </div>
  );
}
