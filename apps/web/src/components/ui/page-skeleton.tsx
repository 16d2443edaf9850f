import { Skeleton } from 'antd';

/** What a route shows while its code loads. */
export function PageSkeleton() {
  return (
    <div className="container" style={{ paddingTop: 40, paddingBottom: 40 }} aria-busy="true">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
    </div>
  );
}
