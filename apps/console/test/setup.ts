import { addEveryCatalogue } from '@facet/contract';

// The console adds every language's messages at start (src/i18n/catalogue.ts).
addEveryCatalogue();
