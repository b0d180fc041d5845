/** The success envelope (API.md, "Every call"). */
export const ok = <T>(Data: T) => ({ Success: true, Code: 'OK', Message: '', Data });
