import { useEffect, useRef, useState, type ClipboardEvent, type ReactNode, type Ref } from 'react';
import { Button, Form, Input, Popover, Space, Tooltip, type ButtonProps } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ConsoleKey } from '../../../i18n/catalogue';
import { useI18n } from '../../../i18n/use-i18n';
import { isBlankHtml, linkAddressOf, normaliseEditorHtml } from '../editor-html';

/** The formats the selection has, for the toolbar's pressed states. */
interface Formats {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  heading: boolean;
  bullets: boolean;
  numbers: boolean;
  link: HTMLAnchorElement | null;
}

const NONE: Formats = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  bullets: false,
  numbers: false,
  link: null,
};

/**
 * `document.execCommand` is deprecated but still the one editing API every browser ships; a
 * notice needs only the few commands below, and the server sanitises whatever comes of them.
 */
const exec = (command: string, value?: string) => document.execCommand(command, false, value);

function formatsIn(editor: HTMLElement): Formats {
  const selection = document.getSelection();
  const node = selection?.anchorNode;
  if (!node || !editor.contains(node)) return NONE;
  const element = node instanceof Element ? node : node.parentElement;
  const link = element?.closest('a');
  return {
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    underline: document.queryCommandState('underline'),
    heading: Boolean(element?.closest('h2, h3, h4')),
    bullets: document.queryCommandState('insertUnorderedList'),
    numbers: document.queryCommandState('insertOrderedList'),
    link: link && editor.contains(link) ? link : null,
  };
}

/** A format a toolbar button toggles; its name is its button's text (`notices.editor.bold`). */
type Toggle = Exclude<keyof Formats, 'link'>;

/** The toolbar's toggles, in groups a divider follows: the marks, then the blocks. */
const TOGGLE_GROUPS: readonly (readonly [Toggle, ReactNode])[][] = [
  [
    ['bold', <BoldOutlined />],
    ['italic', <ItalicOutlined />],
    ['underline', <UnderlineOutlined />],
  ],
  [
    ['heading', <FontSizeOutlined />],
    ['bullets', <UnorderedListOutlined />],
    ['numbers', <OrderedListOutlined />],
  ],
];

/** The command (and its argument) that toggles a format where the selection is. */
function toggleCommand(format: Toggle, formats: Formats): [string, string?] {
  switch (format) {
    case 'heading':
      return ['formatBlock', formats.heading ? '<p>' : '<h3>'];
    case 'bullets':
      return ['insertUnorderedList'];
    case 'numbers':
      return ['insertOrderedList'];
    default:
      return [format];
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface ToolProps extends Omit<ButtonProps, 'type' | 'icon'> {
  label: ConsoleKey;
  icon: ReactNode;
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A toolbar button; it passes on what a popover around it hands down (its ref, events). */
function Tool({ label, icon, pressed, ref, ...rest }: ToolProps) {
  const { t } = useI18n();
  return (
    <Tooltip title={t(label)} mouseEnterDelay={0.4}>
      <Button
        {...rest}
        ref={ref}
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        icon={icon}
        aria-label={t(label)}
        aria-pressed={pressed}
        // The selection stays in the text, so the command applies to it.
        onMouseDown={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}

/**
 * A small rich-text field for a notice: bold, italic, underline, a heading, lists and links,
 * what the shop shows. Pasted text comes in plain, so no outside styling slips in. Used as an
 * antd form control (`value` and `onChange` hold the tidy HTML).
 */
export function RichTextEditor({
  id,
  value = '',
  onChange,
  label,
  placeholder,
}: {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  label: string;
  placeholder: string;
}) {
  const { t } = useI18n();
  const { status } = Form.Item.useStatus();
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [formats, setFormats] = useState<Formats>(NONE);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkInput, setLinkInput] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);

  // Written into the editor only when it changes from outside (the form opening or reset):
  // rewriting what the clerk is typing would throw the caret away.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && normaliseEditorHtml(editor.innerHTML) !== value) editor.innerHTML = value;
  }, [value]);

  useEffect(() => {
    const track = () => {
      if (editorRef.current) setFormats(formatsIn(editorRef.current));
    };
    document.addEventListener('selectionchange', track);
    return () => document.removeEventListener('selectionchange', track);
  }, []);

  const emit = () => {
    const editor = editorRef.current;
    if (!editor) return;
    onChange?.(normaliseEditorHtml(editor.innerHTML));
    setFormats(formatsIn(editor));
  };

  const run = (command: string, argument?: string) => {
    editorRef.current?.focus();
    // Lines as paragraphs (not Chrome's default divs), marks as tags (not inline styles).
    exec('defaultParagraphSeparator', 'p');
    exec('styleWithCSS', 'false');
    exec(command, argument);
    emit();
  };

  const clearFormatting = () => {
    run('removeFormat');
    if (formats.link) selectAndUnlink(formats.link);
    const now = editorRef.current ? formatsIn(editorRef.current) : NONE;
    if (now.bullets) run('insertUnorderedList');
    if (now.numbers) run('insertOrderedList');
    run('formatBlock', '<p>');
  };

  const selectAndUnlink = (link: HTMLAnchorElement) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    run('unlink');
  };

  const openLink = () => {
    const selection = document.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && editorRef.current?.contains(range.commonAncestorContainer)
        ? range.cloneRange()
        : null;
    setLinkInput(formats.link?.getAttribute('href') ?? '');
    setLinkInvalid(false);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const address = linkAddressOf(linkInput);
    if (!address) {
      setLinkInvalid(true);
      return;
    }
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    const selection = document.getSelection();
    const range = savedRange.current;
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (formats.link && range?.collapsed) {
      formats.link.setAttribute('href', address);
      emit();
    } else if (!range || range.collapsed) {
      const text = escapeHtml(address.replace(/^mailto:/, ''));
      run('insertHTML', `<a href="${escapeHtml(address)}">${text}</a>`);
    } else {
      run('createLink', address);
    }
    setLinkOpen(false);
  };

  /** Typing into an empty editor starts a paragraph, not loose text. */
  const startParagraph = () => {
    const editor = editorRef.current;
    if (!editor || editor.innerHTML.trim() !== '') return;
    editor.innerHTML = '<p><br></p>';
    const range = document.createRange();
    range.setStart(editor.firstChild!, 0);
    range.collapse(true);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  };

  const pastePlain = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    run('insertText', event.clipboardData.getData('text/plain'));
  };

  // Not a <form>: a submit would bubble through the portal to the notice's own form.
  const linkForm = (
    <div className="rte-link-form">
      <Input
        autoFocus
        value={linkInput}
        status={linkInvalid ? 'error' : undefined}
        placeholder="https://"
        aria-label={t('notices.editor.linkAddress')}
        aria-invalid={linkInvalid || undefined}
        onChange={(event) => {
          setLinkInput(event.target.value);
          setLinkInvalid(false);
        }}
        onPressEnter={(event) => {
          event.preventDefault();
          applyLink();
        }}
      />
      {linkInvalid && <p className="rte-link-error">{t('notices.editor.linkInvalid')}</p>}
      <Space className="rte-link-actions">
        {formats.link && (
          <Button
            size="small"
            onClick={() => {
              if (formats.link) selectAndUnlink(formats.link);
              setLinkOpen(false);
            }}
          >
            {t('notices.editor.unlink')}
          </Button>
        )}
        <Button size="small" type="primary" onClick={applyLink}>
          {t('notices.editor.applyLink')}
        </Button>
      </Space>
    </div>
  );

  return (
    <div className={status === 'error' ? 'rte rte-error' : 'rte'}>
      <div
        className="rte-toolbar"
        role="toolbar"
        aria-label={t('notices.editor.toolbar')}
        aria-controls={id}
      >
        {TOGGLE_GROUPS.flatMap((group, index) => [
          ...group.map(([format, icon]) => (
            <Tool
              key={format}
              label={`notices.editor.${format}`}
              icon={icon}
              pressed={formats[format]}
              onClick={() => run(...toggleCommand(format, formats))}
            />
          )),
          <span key={`divider-${index}`} className="rte-divider" />,
        ])}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (!open) setLinkOpen(false);
          }}
          trigger="click"
          title={t(formats.link ? 'notices.editor.editLink' : 'notices.editor.link')}
          content={linkForm}
          placement="bottom"
        >
          <Tool
            label="notices.editor.link"
            icon={<LinkOutlined />}
            pressed={Boolean(formats.link)}
            onClick={openLink}
          />
        </Popover>
        <Tool label="notices.editor.clear" icon={<ClearOutlined />} onClick={clearFormatting} />
      </div>
      <div
        ref={editorRef}
        id={id}
        className="rte-content notice-content"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={status === 'error' || undefined}
        data-placeholder={placeholder}
        data-empty={isBlankHtml(value) || undefined}
        tabIndex={0}
        onFocus={startParagraph}
        onInput={emit}
        onBlur={emit}
        onPaste={pastePlain}
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  );
}
