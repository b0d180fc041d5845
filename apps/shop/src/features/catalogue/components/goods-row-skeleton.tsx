import './goods-row.css';

/** A row's shape while its data loads, so the list does not jump when it arrives. */
export function GoodsRowSkeleton() {
  return (
    <div className="goods-row goods-row-skeleton" aria-hidden="true">
      <div className="goods-row-picture skeleton-block" />
      <div className="goods-row-main">
        <span className="skeleton-block skeleton-line skeleton-line-wide" />
        <span className="skeleton-block skeleton-line" />
        <span className="skeleton-block skeleton-line skeleton-line-short" />
      </div>
      <div className="goods-row-side">
        <span className="skeleton-block skeleton-line skeleton-line-price" />
        <span className="skeleton-block skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}
