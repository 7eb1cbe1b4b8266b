/** The Q&A screens' data (SPEC.md §3 "Q&A": question title, description, reply). */
export interface QaSummary {
  id: string;
  title: string;
  createdAt: string;
  lastReplyAt?: string | null;
  replyCount: number;
  /** false while a reply from the firm is unread. */
  read: boolean;
}

export interface QaReply {
  id: string;
  content: string;
  from: 'client' | 'firm';
  createdAt: string;
}

export interface QaThread extends QaSummary {
  description: string;
  replies: QaReply[];
}
