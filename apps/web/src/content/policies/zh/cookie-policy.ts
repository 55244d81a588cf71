import { EMAIL_LINK, list, p, PHONE_LINK, type PolicyDocument, table } from '../types';

/*
 * Simplified Chinese (mainland China) translation of the cookie policy
 * (../it/cookie-policy.ts is the source and the binding text). Company details mirror the placeholders in
 * packages/validation/src/site.ts (COMPANY): replace them here too when the real values are set at launch.
 */

export const policy: PolicyDocument = {
  title: 'Cookie 政策',
  intro:
    '本 Cookie 政策是对[隐私政策](/privacy-policy)的补充，说明由 NBT Mobility S.r.l. 运营的本网站使用哪些 Cookie 及类似工具，以及用户如何表达或更改自己的选择。本政策依据欧盟第 2016/679 号条例（GDPR）、经第 101/2018 号立法法令修订的意大利第 196/2003 号立法法令第 122 条，以及意大利个人数据保护监管机构 Garante per la protezione dei dati personali（以下简称“Garante”）于 2021 年 6 月 10 日发布的《Cookie 及其他跟踪工具指南》制定。',
  sections: [
    {
      id: 'cosa-sono',
      heading: '1. 什么是 Cookie',
      blocks: [
        p(
          'Cookie 是用户访问的网站发送到用户浏览器的小型文本文件，存储在浏览器中，并在用户下次访问时回传给这些网站。例如，Cookie 可以保持登录会话，或记住用户选择的语言。',
        ),
        p(
          '在设备上存储或读取信息的类似工具（例如浏览器的本地存储，local storage）也适用相同规则。在本政策中，“Cookie”一词也涵盖此类工具。',
        ),
        p(
          '技术性 Cookie 是网站运行或提供用户所请求的服务所必需的，无需征得同意；非技术性 Cookie（例如未经匿名化处理的分析类、用户画像类或营销类 Cookie）只有在事先征得同意后方可使用。第一方 Cookie 由用户所访问的网站设置，第三方 Cookie 则由其他域名设置。',
        ),
      ],
    },
    {
      id: 'utilizzo',
      heading: '2. 本网站如何使用 Cookie',
      blocks: [
        p(
          '本网站仅使用第一方技术性 Cookie 和浏览器本地存储中的数据，用于记住所选语言、记录 Cookie 选择，以及让管理员能够登录内部专区。本网站不使用用户画像类 Cookie，也不会与第三方共享通过 Cookie 收集的数据。',
        ),
        p(
          '在获得同意之前，不会加载任何第三方内容或脚本：OpenStreetMap 地图仅在用户主动请求或接受“偏好”类别后才会加载，分享按钮也只是普通链接。网站字体同样直接托管在本网站上，不连接任何外部服务。',
        ),
      ],
    },
    {
      id: 'tipologie',
      heading: '3. Cookie 类型',
      blocks: [
        p(
          '必要 Cookie。这类 Cookie 是网站运行所必不可少的，无法通过横幅关闭；依据隐私法典第 122 条第 1 款，无需征得同意。具体如下：',
        ),
        table(
          ['名称', '用途', '期限', '类型'],
          [
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
        ),
        p(
          '分析 Cookie。用于收集网站使用情况的统计信息，例如访客数量和浏览最多的页面。横幅中列有此类别，但本网站目前未使用任何分析工具，也不会设置此类 Cookie。',
        ),
        p(
          '营销 Cookie。用于展示符合用户兴趣的广告，或衡量广告活动的效果，包括在其他网站上。横幅中列有此类别，但本网站目前未使用任何营销或用户画像工具，也不会设置此类 Cookie。',
        ),
        p(
          '偏好 Cookie。用于通过第三方提供的功能和内容丰富网站。目前此类别仅涉及“交通指南”部分的 OpenStreetMap 地图：如果接受此类别，地图将自动加载；否则将显示预览图，只有在用户点击后才会加载地图。本网站自身不会在此类别中设置 Cookie；关于地图提供方，请参阅第 4 节。',
        ),
        p(
          '如果控制者将来引入分析工具、营销工具或其他第三方内容，这些工具和内容仅会在用户同意后启用，本政策也将相应更新，注明其名称、提供方、用途和期限。',
        ),
      ],
    },
    {
      id: 'terze-parti',
      heading: '4. 第三方服务和内容',
      blocks: [
        list([
          'OpenStreetMap 地图：加载地图时，浏览器会连接到 OpenStreetMap Foundation 的服务器（位于英国，该国已获欧盟委员会充分性认定）。该基金会会接收 IP 地址和请求的技术数据，并可能设置自己的 Cookie。相关处理适用 [OpenStreetMap 隐私政策](https://osmfoundation.org/wiki/Privacy_Policy)。',
          '分享按钮（WhatsApp、Facebook、X/Twitter、LinkedIn）及 WhatsApp 联系链接：均为普通链接，而非嵌入式小组件。在用户点击之前，不会向这些平台发送任何数据；点击后，用户将被引导至所选服务，该服务作为独立的数据控制者，依据其自身的隐私声明处理数据。',
          '控制者社交媒体主页的链接：在新标签页中打开，在用户点击之前不会向这些平台传输任何数据。',
        ]),
        p('对于不受控制者控制的第三方服务所使用的 Cookie 及其数据处理，请参阅各运营方的隐私声明。'),
      ],
    },
    {
      id: 'gestione',
      heading: '5. 管理偏好设置',
      blocks: [
        p(
          '首次访问时，约一秒后会出现一个横幅，告知 Cookie 的使用情况，附有[隐私政策](/privacy-policy)链接，并提供三个选项：',
        ),
        list([
          '“全部接受”：启用所有类别的 Cookie；',
          '“仅限必要”：仅保留必要 Cookie，停用所有其他类别；',
          '“自定义”：打开设置面板，可逐一启用或停用分析、营销和偏好类别（必要 Cookie 始终启用），然后点击“保存偏好设置”确认；点击“取消”将关闭面板且不保存。',
        ]),
        p(
          '在用户作出选择之前，不会使用任何非必要 Cookie；滚动页面不视为同意。用户的选择存储在浏览器中，横幅不会再次显示。用户可随时通过网站每个页面页脚中的“Cookie 设置”链接重新打开设置面板，更改选择或撤回同意；也可以清除本网站的浏览数据，使横幅再次显示。',
        ),
        p('此外，用户还可以在浏览器设置中管理、阻止或删除 Cookie 及网站数据。以下是常用浏览器的操作说明：'),
        list([
          '[Google Chrome](https://support.google.com/chrome/answer/95647?hl=it)：设置 › 隐私和安全 › 第三方 Cookie / 删除浏览数据；',
          '[Mozilla Firefox](https://support.mozilla.org/it/kb/Gestione%20dei%20cookie)：设置 › 隐私与安全 › Cookie 和网站数据；',
          '[Apple Safari](https://support.apple.com/it-it/guide/safari/sfri11471/mac)：设置 › 隐私 › 管理网站数据（在 iPhone 和 iPad 上：设置 › Safari 浏览器）；',
          '[Microsoft Edge](https://support.microsoft.com/it-it/microsoft-edge/eliminare-i-cookie-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09)：设置 › Cookie 和网站权限。',
        ]),
      ],
    },
    {
      id: 'conseguenze',
      heading: '6. 停用 Cookie 的后果',
      blocks: [
        p(
          '拒绝非必要类别不会限制网站的使用：所有页面、车辆目录和联系表单均可正常使用。如未同意“偏好”类别，地图不会自动加载，但点击一下即可查看。',
        ),
        p(
          '反之，如果在浏览器中连必要的 Cookie 和数据也一并阻止，某些功能可能会受到影响：所选语言将无法被记住；由于无法保存选择，每次访问都会再次显示横幅；也将无法登录内部专区。',
        ),
      ],
    },
    {
      id: 'aggiornamenti',
      heading: '7. 本 Cookie 政策的更新',
      blocks: [
        p(
          '本 Cookie 政策可能因法规变化、Garante 发布新的指引或网站引入新工具而修改。现行版本始终发布在本页面，并注明最后更新日期。如修改涉及需要征得同意的 Cookie，横幅将再次显示，以便用户在知情的情况下作出选择。',
        ),
      ],
    },
    {
      id: 'contatti',
      heading: '8. 联系方式',
      blocks: [
        p(
          `如对 Cookie 或个人数据处理有任何疑问，可通过电子邮件 ${EMAIL_LINK} 或电话 ${PHONE_LINK} 联系控制者 NBT Mobility S.r.l.（地址：Via dell’Esempio 1, 20057 Assago (MI)）。更多信息，包括数据主体的权利以及向 Garante 提出投诉的权利，请参阅[隐私政策](/privacy-policy)。`,
        ),
      ],
    },
  ],
};
