import type { ChatMessage } from '@facet/contract';
import type { AccountsService } from '../accounts/accounts.service';
import { stoneWords, type GoodsRow, type GoodsService } from '../catalogue/goods.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { ChatRepo, ConversationRow, MessageRow } from './chat.repo';

/** The card of the stone a message is about; none when the stone is gone. */
function stoneCard(row: MessageRow, stone: GoodsRow | undefined): ChatMessage['Stone'] {
  if (!stone) return null;
  return {
    GoodsId: stone.id,
    StockNo: stone.stockNo,
    Title: stoneWords(stone),
    Picture: stone.images[0] ?? null,
    Request: row.requestKind,
  };
}

/**
 * Messages as the wire shows them, with sender names, picture links and read state: the one
 * mapping for history, the inbox, replays and catch-up.
 */
export const messagesWire = ({
  repo,
  accounts,
  uploads,
  goods,
}: {
  repo: Pick<ChatRepo, 'conversationsByIds'>;
  accounts: Pick<AccountsService, 'people'>;
  uploads: Pick<UploadsService, 'describe'>;
  goods: Pick<GoodsService, 'goodsByIds'>;
}) =>
  async function toWire(
    rows: MessageRow[],
    conversation?: ConversationRow,
  ): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const senderIds = [...new Set(rows.map((r) => r.senderId).filter((id) => id !== null))];
    const fileIds = [...new Set(rows.map((r) => r.fileId).filter((id) => id !== null))];
    const conversationIds = [...new Set(rows.map((r) => r.conversationId))];
    const goodsIds = [...new Set(rows.map((r) => r.goodsId).filter((id) => id !== null))];
    const [senders, pictures, marks, stones] = await Promise.all([
      accounts.people(senderIds),
      uploads.describe(fileIds),
      conversation ? [conversation] : repo.conversationsByIds(conversationIds),
      goodsIds.length ? goods.goodsByIds(goodsIds) : [],
    ]);
    const markOf = new Map(marks.map((c) => [c.id, c]));
    const stoneOf = new Map(stones.map((g) => [g.id, g]));
    return rows.map((row) => {
      const mark = markOf.get(row.conversationId);
      const picture = row.fileId ? pictures.get(row.fileId) : undefined;
      return {
        Id: row.id,
        ConversationId: row.conversationId,
        ClientId: row.clientId,
        From: row.side,
        SenderName: (row.senderId && senders.get(row.senderId)?.name) || '',
        Text: row.text,
        Picture:
          picture && row.fileId
            ? { FileId: row.fileId, Url: picture.url, Width: picture.width, Height: picture.height }
            : null,
        Stone: stoneCard(row, row.goodsId === null ? undefined : stoneOf.get(row.goodsId)),
        CreatedAt: row.createdAt.toISOString(),
        Read: mark
          ? row.id <= (row.side === 'buyer' ? mark.staffReadUpTo : mark.buyerReadUpTo)
          : false,
      };
    });
  };
