/** The API reference's opening: the envelope, then how a buyer's program calls with a key. */
export const API_DESCRIPTION = [
  'The wire contract of Facet. Every response is the envelope { Success, Code, Message, Data }; Message follows the `locale` header (en, zh-CN, zh-TW).',
  '## API keys',
  'A buyer makes keys under Account → API access in the shop (or `ApiKey/Create`). A key calls as its buyer — their prices, their holds, offers and orders — and only the calls of its scopes: `catalogue`, `orders`, `holds`, `offers` (each call below lists the `apiKey` scheme with its scope). Send it as `X-Api-Key` or as the bearer token. A revoked key is 401 `API_KEY_INVALID`, a call outside its scopes 403 `API_KEY_SCOPE`, more than `RATE_API_KEY_PER_MINUTE` calls a minute 429 with `Retry-After`.',
  "```sh\ncurl -s https://shop.example.com/api/Diamonds/DiamandsQuery \\\n  -H 'X-Api-Key: fk_…' -H 'content-type: application/json' \\\n  -d '{\"PageIndex\":1,\"PageSize\":20,\"Shape\":[\"round\"],\"WeightMin\":1}'\n\ncurl -s https://shop.example.com/api/Hold/Add \\\n  -H 'Authorization: Bearer fk_…' -H 'content-type: application/json' -d '{\"GoodsId\":1234}'\n\ncurl -s --compressed -H 'X-Api-Key: fk_…' 'https://shop.example.com/api/Feed/Stock?Format=csv&Columns=rapnet' -o stock.csv\n```",
  "Webhooks (`Webhook/*`) send signed events to a buyer's endpoints; docs/integrations.md has the events, the signature and examples in Node.",
].join('\n\n');
