import { AccessLogEntrySchema } from '@nbt/validation';
import { z } from 'zod';

import { adminProcedure, router } from '../../trpc/init.js';
import { readAccessLog } from './access-logs.service.js';

export const adminAccessLogsRouter = router({
  list: adminProcedure.output(z.array(AccessLogEntrySchema)).query(({ ctx }) => readAccessLog(ctx.db, ctx.actor)),
});
