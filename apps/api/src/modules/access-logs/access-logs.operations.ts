import { AccessLogEntrySchema } from '@nbt/validation';
import { z } from 'zod';

import { failures, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminQuery, rest } from '../../operations/operation.js';
import { readAccessLog } from './access-logs.service.js';

export const accessLogOperations = {
  admin: {
    accessLogs: {
      list: adminQuery({
        output: z.array(AccessLogEntrySchema),
        run: readAccessLog,
        rest: rest(
          'GET /admin/access-logs',
          'The access log; only the main administrator (user id 1)',
          'Every entry, oldest first; the reading is logged',
          {
            responses: failures({
              FORBIDDEN: 'The signed-in administrator is not the main administrator (user id 1)',
              UNAVAILABLE: READ_NOT_RECORDED,
            }),
          },
        ),
      }),
    },
  },
};
