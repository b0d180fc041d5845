export { loadedMe, refreshMe, useLogout, useMe } from './api';
export { displayName } from './display-name';
// The sign-in page comes with the first load: it is where a new visit lands.
export { LoginPage } from './pages/login.page';
