import type { PolicyDocument } from './types';

/*
 * Simplified Chinese (mainland China) translation of the privacy policy and cookie policy
 * (it.ts is the source and the binding text). Company details mirror the placeholders in
 * packages/validation/src/company.ts (COMPANY): replace them here too when the real values are set at launch.
 */

const LAST_UPDATED = '2025-01-27';
const LAST_UPDATED_LABEL = '最后更新：2025 年 1 月 27 日';

const EMAIL_LINK = '[info@nbt-esempio.it](mailto:info@nbt-esempio.it)';
const PHONE_LINK = '[+39 02 0000 0000](tel:+390200000000)';

export const privacyPolicy: PolicyDocument = {
  title: '隐私政策',
  lastUpdated: LAST_UPDATED,
  lastUpdatedLabel: LAST_UPDATED_LABEL,
  intro:
    '本告知声明依据欧盟第 2016/679 号条例（《通用数据保护条例》，以下简称“GDPR”）第 13 条，以及经第 101/2018 号立法法令修订的意大利第 196/2003 号立法法令（《个人数据保护法典》，以下简称“隐私法典”）制定，旨在说明 NBT Mobility S.r.l. 如何处理访问本网站、提交联系或报价咨询以及登录内部专区的人员的个人数据。本告知声明仅适用于本网站，不适用于可能通过链接访问的第三方网站。',
  sections: [
    {
      id: 'informazioni-generali',
      heading: '1. 基本信息及数据控制者',
      blocks: [
        {
          kind: 'p',
          text: '数据控制者为 NBT Mobility S.r.l.（以下简称“NBT”或“控制者”），注册地址：Via dell’Esempio 1, 20057 Assago (MI), Italia，增值税号：IT00000000000。',
        },
        {
          kind: 'list',
          items: [
            `电子邮箱：${EMAIL_LINK}`,
            `电话：${PHONE_LINK}`,
            '邮寄地址：Via dell’Esempio 1, 20057 Assago (MI), Italia',
          ],
        },
        {
          kind: 'p',
          text: '由于不符合 GDPR 第 37 条规定的条件，控制者未指定数据保护官（DPO）：如有任何与个人数据相关的问题，可通过上述联系方式直接联系控制者。',
        },
      ],
    },
    {
      id: 'dati-raccolti',
      heading: '2. 收集的个人数据',
      blocks: [
        {
          kind: 'p',
          text: '控制者仅处理实现本告知声明所述目的所必需的数据，具体包括：',
        },
        {
          kind: 'list',
          items: [
            '浏览数据：运行本网站的信息系统在正常运行过程中会获取某些因使用互联网协议而必然传输的数据，例如 IP 地址、请求的日期和时间、所请求的页面、请求方法和响应代码、浏览器类型及操作系统。这些数据仅用于确保网站正常运行和安全，不用于识别用户身份。',
            '通过联系或报价表单提供的数据：名、姓、电子邮箱地址、电话号码（选填）、感兴趣的服务、留言内容，以及在从车辆详情页发起咨询时所涉及车辆的信息。这些数据保存在控制者的数据库中；提交后，系统会在用户的邮件程序中打开一封预先填写好的邮件，是否发送由用户自行决定。',
            '通过电子邮件、电话或 WhatsApp 主动提供的数据：用户决定发送至控制者联系方式的通信中所包含的数据，包括发件人的电话号码或电子邮箱地址。',
            '内部专区管理员的数据：用户名、密码（仅以哈希函数加密后的形式保存）、登录会话数据及访问日志（日期和时间、事件类型、用户名、IP 地址、登录尝试结果以及执行的管理操作）。',
            '存储在设备上的数据：与 Cookie 同意、Cookie 偏好设置及所选语言相关的技术性 Cookie 和浏览器本地存储（local storage）中的数据，详见 [Cookie 政策](/cookie-policy)。',
          ],
        },
        {
          kind: 'p',
          text: '联系表单中标为必填的字段是答复咨询所必需的：如未填写，将无法处理相关咨询。电话号码为选填项。本网站不要求提供特殊类别的个人数据（GDPR 第 9 条），因此请用户不要在留言中填写有关健康、政治观点、宗教信仰或类似内容的数据。本网站提供的服务不面向未满 18 周岁的未成年人。',
        },
      ],
    },
    {
      id: 'finalita',
      heading: '3. 处理目的',
      blocks: [
        { kind: 'p', text: '个人数据将用于以下目的：' },
        {
          kind: 'list',
          items: [
            'a) 答复有关 NBT 服务（车辆租赁与销售、重型运输、土方工程、汽车维修、洗车、道路救援）的信息咨询和报价请求，并处理后续的合同订立前沟通；',
            'b) 保障网站正常运行，保存语言偏好并记录用户的 Cookie 选择；',
            'c) 管理内部专区、验证管理员身份并保障系统安全，包括通过记录访问日志来预防、发现和追溯未经授权的访问或不当使用；',
            'd) 履行法律、法规或欧盟法规规定的义务，以及响应主管机关的要求；',
            'e) 在司法或非司法程序中确认、行使或维护控制者的权利。',
          ],
        },
        {
          kind: 'p',
          text: '这些数据不会用于营销活动，不会转让给第三方，也不会用于用户画像或 GDPR 第 22 条所指的自动化决策。如将来有任何其他处理目的，控制者将事先告知，并在必要时征得同意。',
        },
      ],
    },
    {
      id: 'base-giuridica',
      heading: '4. 处理的法律依据',
      blocks: [
        {
          kind: 'list',
          items: [
            '目的 a)：应数据主体要求在订立合同前采取的措施（GDPR 第 6 条第 1 款 (b) 项）。',
            '目的 b)：控制者提供可正常运行之网站的正当利益（GDPR 第 6 条第 1 款 (f) 项）；严格必要的技术性 Cookie 无需征得同意（隐私法典第 122 条第 1 款）。',
            '目的 c)：控制者维护网络和信息系统安全的正当利益（GDPR 第 6 条第 1 款 (f) 项及序言第 49 条）；对于管理员，还包括现有的劳动或合作关系（GDPR 第 6 条第 1 款 (b) 项）。访问日志仅用于安全目的，不用于监控员工的工作活动，符合第 300/1970 号法律第 4 条的规定。',
            '目的 d)：履行控制者应承担的法定义务（GDPR 第 6 条第 1 款 (c) 项）。',
            '目的 e)：控制者维护自身权利的正当利益（GDPR 第 6 条第 1 款 (f) 项）。',
            '非必要的 Cookie 及第三方内容（地图、可能使用的分析或营销工具）：数据主体的同意（GDPR 第 6 条第 1 款 (a) 项及隐私法典第 122 条）；同意可随时撤回，撤回不影响撤回前基于同意所进行的处理的合法性。',
          ],
        },
      ],
    },
    {
      id: 'destinatari',
      heading: '5. 数据接收方及数据披露',
      blocks: [
        {
          kind: 'p',
          text: '数据由控制者依据 GDPR 第 29 条及隐私法典第 2-quaterdecies 条授权并给予指示的员工处理，且仅限于其各自职责所需的范围。此外，以下类别的接收方也可能接触到这些数据：',
        },
        {
          kind: 'list',
          items: [
            '托管本网站及其数据库的主机服务提供商，已依据 GDPR 第 28 条被指定为数据处理者；',
            '控制者的电子邮件服务提供商，负责处理收发的电子邮件，同样已被指定为数据处理者；',
            '负责网站开发和技术维护的服务商，已被指定为数据处理者，且仅在严格必要时获准访问数据；',
            '顾问及专业人士（例如法律或税务顾问），作为独立的数据控制者，在实现目的 d) 和 e) 所必需时接触数据；',
            '公共机关和司法机关，仅限于法律规定的情形。',
          ],
        },
        {
          kind: 'p',
          text: '如需获取最新的数据处理者名单，可致函控制者索取。数据不会被公开传播，也不会出售给第三方。',
        },
        {
          kind: 'p',
          text: '数据存储在位于欧盟境内的服务器上，控制者不会将其传输至第三国。如将来某一服务提供商涉及向欧洲经济区以外传输数据，则仅会传输至已获欧盟委员会充分性认定的国家（GDPR 第 45 条），或以欧盟委员会批准的标准合同条款为依据（GDPR 第 46 条），并将相应更新本告知声明。',
        },
        {
          kind: 'p',
          text: '当用户选择使用分享按钮（WhatsApp、Facebook、X、LinkedIn）、联系我们的 WhatsApp 链接或 OpenStreetMap 地图时，必要的数据（例如 IP 地址和所分享的页面）将传输给相应的运营方。这些运营方作为独立的数据控制者，依据各自的隐私声明处理数据，其中可能涉及向欧盟以外传输数据。',
        },
      ],
    },
    {
      id: 'conservazione',
      heading: '6. 保存期限',
      blocks: [
        {
          kind: 'p',
          text: '数据的保存时间以实现其收集目的所严格必需的时间为限，具体标准如下：',
        },
        {
          kind: 'list',
          items: [
            '联系和报价咨询及相关电子邮件：自收到之日起 24 个月。如咨询后签订了合同，必要的数据将转入合同关系管理，在合同存续期间予以保存；会计和税务文件则依据《意大利民法典》第 2220 条保存 10 年。',
            '内部专区访问日志：自事件记录之日起 12 个月，期满后删除。',
            '管理员登录会话：保存至退出登录或会话过期为止；过期的会话将被删除。',
            '管理员账户：在其任职期间保存；任职结束后删除账户。',
            '服务器技术日志中记录的浏览数据：不超过 90 天。',
            'Cookie 及浏览器中存储的数据：保存期限见 [Cookie 政策](/cookie-policy)。',
          ],
        },
        {
          kind: 'p',
          text: '如为查明安全事件、在诉讼中维护权利或响应主管机关的要求而有必要，可在必要的时间内延长相关数据的保存期限，且仅限于所涉数据。已删除的数据也将在备份副本定期轮换周期结束时从备份中清除。',
        },
      ],
    },
    {
      id: 'diritti',
      heading: '7. 数据主体的权利',
      blocks: [
        {
          kind: 'p',
          text: '作为数据主体，用户可随时行使 GDPR 第 15 条至第 22 条规定的权利，特别是：',
        },
        {
          kind: 'list',
          items: [
            '访问本人数据及了解处理情况的权利（第 15 条）；',
            '更正不准确数据及补充不完整数据的权利（第 16 条）；',
            '在规定情形下删除数据的权利（“被遗忘权”）（第 17 条）；',
            '限制处理的权利（第 18 条）；',
            '以结构化、通用且机器可读的格式获取所提供数据的可携带权（第 20 条）；',
            '基于与自身特殊情况相关的理由，反对基于正当利益所进行之处理的权利（第 21 条）；',
            '不受仅基于自动化处理所作决定约束的权利（第 22 条），但控制者并不进行此类处理；',
            '随时撤回已作出之同意的权利（第 7 条第 3 款），也可通过 Cookie 设置撤回。',
          ],
        },
        {
          kind: 'p',
          text: `如需行使上述权利，只需发送请求至 ${EMAIL_LINK}，或邮寄至 Via dell’Esempio 1, 20057 Assago (MI)。控制者将无不当延迟地作出答复，且最迟不超过收到请求后一个月；如请求特别复杂或数量众多，该期限可再延长两个月，控制者将就此通知数据主体。行使权利不收取任何费用；控制者可要求提供核实请求人身份所需的信息。`,
        },
        {
          kind: 'p',
          text: '如数据主体认为对其数据的处理违反相关法规，还有权依据 GDPR 第 77 条向意大利个人数据保护监管机构 Garante per la protezione dei dati personali（以下简称“Garante”，地址：Piazza Venezia 11, 00187 Roma，[www.garanteprivacy.it](https://www.garanteprivacy.it)）提出投诉，或依据 GDPR 第 79 条向司法机关提起诉讼。',
        },
      ],
    },
    {
      id: 'sicurezza',
      heading: '8. 数据安全',
      blocks: [
        {
          kind: 'p',
          text: '依据 GDPR 第 32 条，控制者采取与风险相适应的技术和组织措施，保护数据免遭未经授权的销毁、丢失、修改、披露或访问，包括：',
        },
        {
          kind: 'list',
          items: [
            '通过加密连接（HTTPS/TLS）传输数据；',
            '内部专区仅限经授权的管理员使用个人凭据登录，密码仅以哈希形式保存（Argon2id 算法）；',
            '受保护的会话 Cookie（HttpOnly、SameSite，在加密连接下还启用 Secure），闲置超时自动失效，退出登录时即被撤销；',
            '记录访问和管理操作日志，仅主管理员可查阅；',
            '在服务器端校验所有接收到的数据和上传的文件；',
            '定期更新系统并备份数据。',
          ],
        },
        {
          kind: 'p',
          text: '任何连接互联网的系统都无法保证绝对安全。如发生个人数据泄露，控制者将按照 GDPR 第 33 条和第 34 条规定的程序处理，包括在必要时于 72 小时内通知 Garante 并告知相关数据主体。',
        },
      ],
    },
    {
      id: 'cookie',
      heading: '9. Cookie 及类似技术',
      blocks: [
        {
          kind: 'p',
          text: '本网站仅使用网站运行所必需的技术性 Cookie 和本地存储工具。在获得同意之前不会加载任何第三方内容，目前也未使用分析或营销类 Cookie。通过横幅所作的选择可随时更改。详情请参阅 [Cookie 政策](/cookie-policy)。',
        },
      ],
    },
    {
      id: 'modifiche',
      heading: '10. 本告知声明的修改',
      blocks: [
        {
          kind: 'p',
          text: '控制者可能修改或更新本告知声明，包括因法规变化、Garante 的指引或所提供服务及所用技术的变化而作出的调整。现行版本始终发布在本页面，并注明最后更新日期。如有重大修改，控制者将在网站上予以提示，并在必要时重新征求同意。',
        },
      ],
    },
    {
      id: 'contatti',
      heading: '11. 联系方式',
      blocks: [
        {
          kind: 'p',
          text: '如对本告知声明、个人数据处理有任何疑问，或需行使相关权利，可联系控制者：',
        },
        {
          kind: 'list',
          items: [
            'NBT Mobility S.r.l., Via dell’Esempio 1, 20057 Assago (MI), Italia – 增值税号：IT00000000000',
            `电子邮箱：${EMAIL_LINK}`,
            `电话：${PHONE_LINK}（周一至周五 08:00–18:00，周六 08:00–13:00）`,
          ],
        },
      ],
    },
  ],
};

export const cookiePolicy: PolicyDocument = {
  title: 'Cookie 政策',
  lastUpdated: LAST_UPDATED,
  lastUpdatedLabel: LAST_UPDATED_LABEL,
  intro:
    '本 Cookie 政策是对[隐私政策](/privacy-policy)的补充，说明由 NBT Mobility S.r.l. 运营的本网站使用哪些 Cookie 及类似工具，以及用户如何表达或更改自己的选择。本政策依据欧盟第 2016/679 号条例（GDPR）、经第 101/2018 号立法法令修订的意大利第 196/2003 号立法法令第 122 条，以及意大利个人数据保护监管机构 Garante per la protezione dei dati personali（以下简称“Garante”）于 2021 年 6 月 10 日发布的《Cookie 及其他跟踪工具指南》制定。',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. 什么是 Cookie',
      blocks: [
        {
          kind: 'p',
          text: 'Cookie 是用户访问的网站发送到用户浏览器的小型文本文件，存储在浏览器中，并在用户下次访问时回传给这些网站。例如，Cookie 可以保持登录会话，或记住用户选择的语言。',
        },
        {
          kind: 'p',
          text: '在设备上存储或读取信息的类似工具（例如浏览器的本地存储，local storage）也适用相同规则。在本政策中，“Cookie”一词也涵盖此类工具。',
        },
        {
          kind: 'p',
          text: '技术性 Cookie 是网站运行或提供用户所请求的服务所必需的，无需征得同意；非技术性 Cookie（例如未经匿名化处理的分析类、用户画像类或营销类 Cookie）只有在事先征得同意后方可使用。第一方 Cookie 由用户所访问的网站设置，第三方 Cookie 则由其他域名设置。',
        },
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. 本网站如何使用 Cookie',
      blocks: [
        {
          kind: 'p',
          text: '本网站仅使用第一方技术性 Cookie 和浏览器本地存储中的数据，用于记住所选语言、记录 Cookie 选择，以及让管理员能够登录内部专区。本网站不使用用户画像类 Cookie，也不会与第三方共享通过 Cookie 收集的数据。',
        },
        {
          kind: 'p',
          text: '在获得同意之前，不会加载任何第三方内容或脚本：OpenStreetMap 地图仅在用户主动请求或接受“偏好”类别后才会加载，分享按钮也只是普通链接。网站字体同样直接托管在本网站上，不连接任何外部服务。',
        },
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Cookie 类型',
      blocks: [
        {
          kind: 'p',
          text: '必要 Cookie。这类 Cookie 是网站运行所必不可少的，无法通过横幅关闭；依据隐私法典第 122 条第 1 款，无需征得同意。具体如下：',
        },
        {
          kind: 'table',
          head: ['名称', '用途', '期限', '类型'],
          rows: [
            [
              'cookie-consent',
              '记录用户在横幅中所作的选择（全部接受、仅限必要或自定义），以免每次访问都再次显示横幅',
              '持久保存，直至浏览器数据被清除',
              '本地存储，第一方，技术性',
            ],
            [
              'cookie-preferences',
              '按类别存储偏好设置（必要、分析、营销、偏好）',
              '持久保存，直至浏览器数据被清除',
              '本地存储，第一方，技术性',
            ],
            [
              'language',
              '记住用户选择的界面语言',
              '持久保存，直至浏览器数据被清除',
              '本地存储，第一方，功能性技术 Cookie',
            ],
            [
              'lang',
              '将所选语言告知服务器，使页面直接以正确的语言发送',
              '12 个月',
              'HTTP Cookie，第一方，功能性技术 Cookie',
            ],
            [
              'nbt_session',
              '在内部专区中保持管理员的登录会话；不会为普通访客设置',
              '保存至退出登录或会话因闲置而过期为止',
              'HTTP Cookie，第一方，会话类技术 Cookie（HttpOnly）',
            ],
          ],
        },
        {
          kind: 'p',
          text: '分析 Cookie。用于收集网站使用情况的统计信息，例如访客数量和浏览最多的页面。横幅中列有此类别，但本网站目前未使用任何分析工具，也不会设置此类 Cookie。',
        },
        {
          kind: 'p',
          text: '营销 Cookie。用于展示符合用户兴趣的广告，或衡量广告活动的效果，包括在其他网站上。横幅中列有此类别，但本网站目前未使用任何营销或用户画像工具，也不会设置此类 Cookie。',
        },
        {
          kind: 'p',
          text: '偏好 Cookie。用于通过第三方提供的功能和内容丰富网站。目前此类别仅涉及“交通指南”部分的 OpenStreetMap 地图：如果接受此类别，地图将自动加载；否则将显示预览图，只有在用户点击后才会加载地图。本网站自身不会在此类别中设置 Cookie；关于地图提供方，请参阅第 4 节。',
        },
        {
          kind: 'p',
          text: '如果控制者将来引入分析工具、营销工具或其他第三方内容，这些工具和内容仅会在用户同意后启用，本政策也将相应更新，注明其名称、提供方、用途和期限。',
        },
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. 第三方服务和内容',
      blocks: [
        {
          kind: 'list',
          items: [
            'OpenStreetMap 地图：加载地图时，浏览器会连接到 OpenStreetMap Foundation 的服务器（位于英国，该国已获欧盟委员会充分性认定）。该基金会会接收 IP 地址和请求的技术数据，并可能设置自己的 Cookie。相关处理适用 [OpenStreetMap 隐私政策](https://osmfoundation.org/wiki/Privacy_Policy)。',
            '分享按钮（WhatsApp、Facebook、X/Twitter、LinkedIn）及 WhatsApp 联系链接：均为普通链接，而非嵌入式小组件。在用户点击之前，不会向这些平台发送任何数据；点击后，用户将被引导至所选服务，该服务作为独立的数据控制者，依据其自身的隐私声明处理数据。',
            '控制者社交媒体主页的链接：在新标签页中打开，在用户点击之前不会向这些平台传输任何数据。',
          ],
        },
        {
          kind: 'p',
          text: '对于不受控制者控制的第三方服务所使用的 Cookie 及其数据处理，请参阅各运营方的隐私声明。',
        },
      ],
    },
    {
      id: 'gestione',
      heading: '5. 管理偏好设置',
      blocks: [
        {
          kind: 'p',
          text: '首次访问时，约一秒后会出现一个横幅，告知 Cookie 的使用情况，附有[隐私政策](/privacy-policy)链接，并提供三个选项：',
        },
        {
          kind: 'list',
          items: [
            '“全部接受”：启用所有类别的 Cookie；',
            '“仅限必要”：仅保留必要 Cookie，停用所有其他类别；',
            '“自定义”：打开设置面板，可逐一启用或停用分析、营销和偏好类别（必要 Cookie 始终启用），然后点击“保存偏好设置”确认；点击“取消”将关闭面板且不保存。',
          ],
        },
        {
          kind: 'p',
          text: '在用户作出选择之前，不会使用任何非必要 Cookie；滚动页面不视为同意。用户的选择存储在浏览器中，横幅不会再次显示。用户可随时通过网站每个页面页脚中的“Cookie 设置”链接重新打开设置面板，更改选择或撤回同意；也可以清除本网站的浏览数据，使横幅再次显示。',
        },
        {
          kind: 'p',
          text: '此外，用户还可以在浏览器设置中管理、阻止或删除 Cookie 及网站数据。以下是常用浏览器的操作说明：',
        },
        {
          kind: 'list',
          items: [
            '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it)：设置 › 隐私和安全 › 第三方 Cookie / 删除浏览数据；',
            '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie)：设置 › 隐私与安全 › Cookie 和网站数据；',
            '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac)：设置 › 隐私 › 管理网站数据（在 iPhone 和 iPad 上：设置 › Safari 浏览器）；',
            '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)：设置 › Cookie 和网站权限。',
          ],
        },
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. 停用 Cookie 的后果',
      blocks: [
        {
          kind: 'p',
          text: '拒绝非必要类别不会限制网站的使用：所有页面、车辆目录和联系表单均可正常使用。如未同意“偏好”类别，地图不会自动加载，但点击一下即可查看。',
        },
        {
          kind: 'p',
          text: '反之，如果在浏览器中连必要的 Cookie 和数据也一并阻止，某些功能可能会受到影响：所选语言将无法被记住；由于无法保存选择，每次访问都会再次显示横幅；也将无法登录内部专区。',
        },
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. 本 Cookie 政策的更新',
      blocks: [
        {
          kind: 'p',
          text: '本 Cookie 政策可能因法规变化、Garante 发布新的指引或网站引入新工具而修改。现行版本始终发布在本页面，并注明最后更新日期。如修改涉及需要征得同意的 Cookie，横幅将再次显示，以便用户在知情的情况下作出选择。',
        },
      ],
    },
    {
      id: 'contatti',
      heading: '8. 联系方式',
      blocks: [
        {
          kind: 'p',
          text: `如对 Cookie 或个人数据处理有任何疑问，可通过电子邮件 ${EMAIL_LINK} 或电话 ${PHONE_LINK} 联系控制者 NBT Mobility S.r.l.（地址：Via dell’Esempio 1, 20057 Assago (MI)）。更多信息，包括数据主体的权利以及向 Garante 提出投诉的权利，请参阅[隐私政策](/privacy-policy)。`,
        },
      ],
    },
  ],
};
