import { describe, expect, it } from 'vitest';
import { isBlankHtml, linkAddressOf, normaliseEditorHtml } from './editor-html';

describe('tidying the editor’s HTML', () => {
  it('turns browser lines and marks into the tags the notice keeps', () => {
    expect(
      normaliseEditorHtml(
        '<div>One <b>bold</b> and <i>soft</i></div><div><strike>x</strike></div>',
      ),
    ).toBe('<p>One <strong>bold</strong> and <em>soft</em></p><p><s>x</s></p>');
  });

  it('drops stray styling wrappers and attributes', () => {
    expect(
      normaliseEditorHtml(
        '<p style="margin: 0">A <span style="font-size: 13px">word</span> <font color="red">here</font></p>',
      ),
    ).toBe('<p>A word here</p>');
  });

  it('takes lists and headings out of the paragraph Chrome wraps them in', () => {
    expect(
      normaliseEditorHtml('<p>a</p><p><ul><li>b</li><li>c<ol><li>d</li></ol></li></ul></p>'),
    ).toBe('<p>a</p><ul><li>b</li><li>c<ol><li>d</li></ol></li></ul>');
  });

  it('drops empty marks and blank lines at either end', () => {
    expect(
      normaliseEditorHtml('<p><br></p><p>Text<strong></strong></p><p><br></p><p>&nbsp;</p>'),
    ).toBe('<p>Text</p>');
  });

  it('keeps blank lines between paragraphs, lists, headings and links', () => {
    const html =
      '<h3>Hours</h3><p>a</p><p><br></p><ul><li>b</li></ul><ol><li>c</li></ol><p><a href="https://facet.example">d</a></p>';
    expect(normaliseEditorHtml(html)).toBe(html);
  });

  it('is empty for an editor with no text', () => {
    expect(normaliseEditorHtml('<p><br></p>')).toBe('');
    expect(normaliseEditorHtml('<ul><li><br></li></ul>')).toBe('');
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>.</p>')).toBe(false);
  });
});

describe('link addresses', () => {
  it.each([
    ['https://facet.example/news', 'https://facet.example/news'],
    ['facet.example', 'https://facet.example/'],
    ['http://facet.example', 'http://facet.example/'],
    ['sales@facet.example', 'mailto:sales@facet.example'],
    ['mailto:sales@facet.example', 'mailto:sales@facet.example'],
  ])('takes %s as %s', (typed, address) => {
    expect(linkAddressOf(typed)).toBe(address);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:text/html,x',
    'not a link',
    'ftp://facet.example',
    'word',
  ])('refuses %j', (typed) => {
    expect(linkAddressOf(typed)).toBeUndefined();
  });
});
