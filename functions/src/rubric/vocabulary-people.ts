// The vocabulary of the AI tools, experience and knowledge sections (AI, debugging, coursework), and
// every technical term of the form.
import { term, type Term } from './vocabulary';
import { BACKEND_TERMS, FRONTEND_TERMS } from './vocabulary-build';
import { DATABASE_TERMS, DEVOPS_TERMS } from './vocabulary-data';

/** AI assistants, coding agents, and the ideas of building on language models. */
export const AI_TERMS: readonly Term[] = [
  term('ChatGPT'),
  term('GPT', 'GPT-4', 'GPT-4o', 'GPT-3.5', 'GPT-4.1', 'GPT-5', 'o1', 'o3'),
  term('Claude', 'Claude Code', 'Sonnet', 'Opus'),
  term('Copilot', 'GitHub Copilot', 'Copilot Chat'),
  term('Cursor'),
  term('Gemini', 'Bard'),
  term('Codeium', 'Windsurf'),
  term('Tabnine'),
  term('Aider'),
  term('Devin'),
  term('Codex'),
  term('Perplexity'),
  term('v0', 'Bolt', 'Lovable', 'Replit Agent', 'Replit'),
  term('DeepSeek', 'Llama', 'Mistral', 'Ollama'),
  term('OpenAI', 'OpenAI API'),
  term('Anthropic', 'Anthropic API'),
  term('Hugging Face', 'HuggingFace'),
  term('LangChain', 'LlamaIndex', 'Vercel AI SDK', 'AI SDK'),
  term('LLM', 'LLMs', 'language model', 'large language model'),
  term('prompt', 'prompts', 'prompting', 'system prompt', 'prompt engineering'),
  term('tokens', 'token limit', 'token usage'),
  term('context window', 'context'),
  term('embeddings', 'embedding', 'vector', 'vectors', 'vector database', 'Pinecone', 'pgvector', 'Chroma'),
  term('RAG', 'retrieval', 'retrieval-augmented'),
  term('hallucination', 'hallucinated', 'hallucinate', 'hallucinates', 'made up'),
  term('agent', 'agents', 'agentic', 'coding agent', 'coding agents', 'autonomous'),
  term('tool calling', 'function calling', 'tool use', 'tools', 'MCP'),
  term('stack trace', 'error message', 'traceback'),
  term('verify', 'verified', 'double-check', 'double-checked', 'cross-check', 'cross-checked', 'validated'),
  term('tests', 'unit test', 'unit tests', 'test'),
  term('documentation', 'docs', 'official docs'),
  term('review', 'reviewed', 'reviewing'),
  term('streaming', 'stream', 'streamed', 'server-sent events', 'SSE'),
  term('temperature', 'fine-tune', 'fine-tuning', 'few-shot'),
  term('API key', 'API keys'),
  term('structured output', 'JSON mode', 'JSON schema'),
  term('rate limit', 'rate limits', 'rate limiting'),
  term('cost', 'costs', 'pricing'),
];

/** How engineers find and handle bugs and failures. */
export const DEBUGGING_TERMS: readonly Term[] = [
  term('reproduce', 'reproduced', 'reproducible', 'repro', 'reproducing'),
  term('isolate', 'isolated', 'isolating', 'narrowed down', 'narrow down'),
  term('breakpoint', 'breakpoints', 'debugger', 'step through', 'stepped through'),
  term('console.log', 'print statements', 'print statement', 'logging', 'logs'),
  term('stack trace', 'stack traces', 'traceback', 'error message'),
  term('git bisect', 'bisect', 'bisected'),
  term('root cause', 'root-cause'),
  term('hypothesis', 'hypotheses'),
  term('minimal example', 'minimal reproduction', 'smallest case'),
  term('unit test', 'unit tests', 'test case', 'test cases', 'regression test', 'regression tests', 'regression'),
  term('DevTools', 'Network tab', 'Chrome DevTools'),
  term('postmortem', 'post-mortem', 'retrospective', 'retro'),
  term('hotfix', 'hot fix', 'rollback', 'rolled back', 'revert', 'reverted'),
  term('monitoring', 'alert', 'alerts', 'Sentry', 'error tracking'),
  term('user reported', 'users reported', 'bug report', 'complaints', 'support ticket'),
  term('deadline', 'deadlines', 'demo', 'submission'),
  term('production', 'prod', 'live site', 'staging'),
  term('documentation', 'docs', 'Stack Overflow', 'GitHub issues', 'GitHub issue'),
  term('code review', 'pair programming', 'teammate', 'teammates', 'mentor', 'senior'),
];

/** University subjects of a computing degree. */
export const COURSEWORK_TERMS: readonly Term[] = [
  term('Data Structures', 'DSA', 'data structures and algorithms'),
  term('Algorithms', 'algorithm design', 'design and analysis of algorithms', 'DAA'),
  term('Operating Systems', 'OS'),
  term('DBMS', 'Database Management Systems', 'Database Systems', 'Databases'),
  term('Computer Networks', 'Networking', 'CN'),
  term('Object-Oriented Programming', 'OOP', 'OOPs', 'object oriented programming'),
  term('Software Engineering'),
  term('Discrete Mathematics', 'Discrete Math', 'Discrete Structures'),
  term('Compiler Design', 'Compilers'),
  term('Theory of Computation', 'TOC', 'Automata'),
  term('Computer Architecture', 'Computer Organization', 'COA'),
  term('Web Development', 'Web Technologies', 'Web Programming', 'full-stack'),
  term('Machine Learning', 'ML', 'Artificial Intelligence', 'AI', 'Deep Learning'),
  term('Cloud Computing', 'Distributed Systems'),
  term('Cryptography', 'Information Security', 'Cyber Security', 'Cybersecurity', 'Network Security'),
  term('Linear Algebra', 'Probability', 'Statistics', 'Calculus'),
  term('Python', 'Java', 'C++', 'JavaScript'),
  term('mini project', 'mini-project', 'capstone', 'lab', 'labs', 'course project'),
  term('hackathon', 'hackathons'),
  term('internship'),
  term('elective', 'electives'),
  term('Human-Computer Interaction', 'HCI', 'UI/UX'),
  term('Mobile Application Development', 'Android', 'iOS'),
];

/** Every technical term of the form's sections, for questions that may touch any of them. */
export const ALL_TECH_TERMS: readonly Term[] = [
  ...FRONTEND_TERMS,
  ...BACKEND_TERMS,
  ...DATABASE_TERMS,
  ...DEVOPS_TERMS,
  ...AI_TERMS,
  ...DEBUGGING_TERMS,
];
