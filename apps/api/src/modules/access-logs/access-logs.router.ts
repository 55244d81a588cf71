import { adminProcedure, router } from '../../trpc/init.js';
import { readAccessLog } from './access-logs.service.js';

export const adminAccessLogsRouter = router({
  list: adminProcedure.query(({ ctx }) => readAccessLog(ctx.db, ctx.actor)),
});
