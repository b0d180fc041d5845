/** What an upload call sends: the file in the form field `file`, the one field it reads. */
export function fileForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}
