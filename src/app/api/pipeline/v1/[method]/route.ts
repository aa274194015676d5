import { tunnelToPipeline } from '@/features/analytics/pipelineTunnel'

/** The customer-data pipeline's same-origin tunnel; see src/features/analytics/pipelineTunnel.ts. */
export async function POST(request: Request, { params }: { params: Promise<{ method: string }> }) {
  return tunnelToPipeline(request, (await params).method)
}
