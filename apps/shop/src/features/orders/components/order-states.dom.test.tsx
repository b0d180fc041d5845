// @vitest-environment happy-dom
import type { Order } from '@facet/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { render, settle } from '../../../shared/testing/render';
import { WithOrder } from './order-states';

vi.mock('antd-mobile', () => import('../../../shared/testing/antd-mobile'));

/** The server's answers, each order's released by the test when it chooses. */
const answers = new Map<number, (order: Order) => void>();
vi.mock('../api', () => ({
  useOrderDetail: (id: number) =>
    useQuery({
      queryKey: ['order', id],
      queryFn: () => new Promise<Order>((resolve) => answers.set(id, resolve)),
    }),
}));

const orderNo = (id: number) => `FO-${id}`;
const answer = (id: number) =>
  act(async () => answers.get(id)!({ Id: id, OrderNo: orderNo(id) } as Order));

beforeAll(() => initI18n({ locale: 'en', pageTexts: true }));

describe('an order’s page', () => {
  test('draws the order once it has come, and never the last order under another id', async () => {
    // Every order the page is drawn with, committed or not.
    const drawn: string[] = [];
    const page = (order: Order) => {
      drawn.push(order.OrderNo);
      return <h1>{order.OrderNo}</h1>;
    };
    let navigate: NavigateFunction = () => undefined;
    function Page() {
      navigate = useNavigate();
      return <WithOrder>{page}</WithOrder>;
    }
    const { container } = await render(
      <QueryClientProvider client={new QueryClient()}>
        {/* As the shop's router: a new address is drawn at once, not as a transition. */}
        <MemoryRouter initialEntries={['/order?id=1']} useTransitions={false}>
          <Routes>
            <Route path="/order" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const heading = () => container.querySelector('h1')?.textContent ?? null;

    expect(heading()).toBeNull();
    await answer(1);
    await settle();
    expect(heading()).toBe('FO-1');

    await act(async () => navigate('/order?id=2'));
    expect(heading()).toBeNull();
    await answer(2);
    await settle();
    expect(heading()).toBe('FO-2');

    // Back to the first, which the phone still has: straight to it, not the second for a frame.
    drawn.length = 0;
    await act(async () => navigate('/order?id=1'));
    expect(heading()).toBe('FO-1');
    expect(new Set(drawn)).toEqual(new Set(['FO-1']));
  });
});
