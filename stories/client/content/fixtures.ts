/** Story data for the content, Q&A and settings screens (passed as args, so it is data, not UI text). */
export const articles = [
  { id: 'a1', title: 'Harbourline publishes its annual sustainability report', summary: 'Progress on ESG integration, stewardship and community programmes.', publishDate: '2024-03-05', cover: '', hasVideo: true },
  { id: 'a2', title: '泓岸资本举办年度投资者交流会', summary: '投资团队与客户面对面交流全年投资思路与组合表现。', publishDate: '2024-02-20', cover: '' },
  { id: 'a3', title: 'Client service hotline hours extended', summary: 'From next month the hotline is open until 8 pm on every business day.', publishDate: '2024-01-18', cover: '' },
];

export const articleDetail = {
  id: 'a1',
  title: 'Harbourline publishes its annual sustainability report',
  publishDate: '2024-03-05',
  content: '<p>The report reviews progress on ESG integration.</p><h3>Key points</h3><ul><li>Stewardship</li><li>Community</li></ul><script>alert(1)</script>',
  video: { playUrl: null, cover: '' },
  attachments: [{ fileId: 'f1', name: 'sustainability-2023.pdf', size: 1_572_864 }],
};

export const activityDetail = {
  id: 'e1',
  title: 'Annual investor meeting, Shanghai',
  publishDate: '2024-04-01',
  startTime: '2024-04-20T06:00:00Z',
  endTime: '2024-04-20T09:00:00Z',
  location: 'Shanghai',
  content: '<p>The investment team meets clients to discuss the year.</p>',
  video: { playUrl: 'data:video/mp4;base64,', cover: '' },
  children: [{ id: 'e2', title: 'Replay: portfolio review', summary: '', publishDate: '2024-04-21', cover: '' }],
};
