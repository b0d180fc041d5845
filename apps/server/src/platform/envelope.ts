/** The success envelope (docs/api.md). */
export const ok = <T>(Data: T) => ({ Success: true, Code: 'OK', Message: '', Data });
