import { addEveryCatalogue } from '../src';

// The rules are checked in every language: all catalogues loaded, as on the server.
addEveryCatalogue();
