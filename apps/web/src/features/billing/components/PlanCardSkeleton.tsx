import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** One of the four placeholders the pricing page shows while the plans load (spec §9). */
export function PlanCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="plan-card-skeleton" sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="text" width="60%" height={56} />
        <Skeleton variant="text" width="90%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" width="80%" />
        ))}
        <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
