// Genuine strong screening forms in other writing styles than the strong demo applicant's long,
// quantified answers: a terse expert who writes in short clauses, and a candidate who writes plain,
// simple English as a second language. Both should pass the screening with no red flag.
import type { ScreeningFormValues } from '../src/screening/form';
import { makeScreeningForm } from './screening';

/** A terse expert: short, dense answers, clauses joined by semicolons, no storytelling. */
export const TERSE_EXPERT_FORM: ScreeningFormValues = makeScreeningForm({
  university_name: 'Indian Institute of Technology Madras',
  university_branch: 'B.Tech Computer Science',
  cgpa_cumulative: 8.9,
  coursework_description:
    'DSA, Operating Systems, DBMS, Computer Networks and Compiler Design; I was a teaching assistant for the DBMS lab.',
  frontend_frameworks: ['React', 'Svelte'],
  strongest_frontend_framework: 'React',
  strongest_framework_reason:
    'Four years of React. Predictable one-way data flow, hooks compose well, and the ecosystem covers routing, forms and server state.',
  ui_feature_description:
    'Collaborative spreadsheet grid for a lab inventory: 20k cells, keyboard navigation, live cursors over WebSockets.',
  ui_feature_problem:
    'Typing lagged by about 300 ms because every cell subscribed to the whole grid state and re-rendered on each edit.',
  ui_feature_solution:
    'Moved cell state into a map keyed by id with per-cell selectors, memoized rows, virtualized the grid; edits now take 8 ms.',
  performance_issue_example:
    'Initial load was 2.4 MB of JS; split routes with dynamic import and dropped a date library, so the bundle fell to 600 KB.',
  largest_dataset_size: '20,000 cells, 1 million rows server-side',
  state_management_method: 'Zustand with selectors, React Query for server data',
  complex_state_example: 'Undo and redo across local edits while remote edits from other users arrive over the socket.',
  complex_state_solution:
    'Stored edits as operations in a Zustand store, rebased local operations on remote ones, and kept undo as inverse operations instead of snapshots, which keeps memory flat.',
  backend_framework: 'Go with the standard library',
  backend_framework_choice_reason:
    'Go gives cheap goroutines for thousands of socket connections and a single static binary to deploy; fewer dependencies than Node for this service.',
  auth_system_description:
    'OAuth login with Google; the server issues a 15 minute JWT and a rotating refresh token in an httpOnly cookie, with roles checked in middleware.',
  auth_system_bug: 'Refresh tokens were accepted after logout because we only checked the signature.',
  auth_system_bug_fix: 'Added a token version per user, bumped on logout, and the middleware rejects older versions.',
  api_endpoint_example:
    'PATCH /api/sheets/:id/cells takes a batch of cell edits, validates each one, applies them in one transaction and returns 200 with the new revision.',
  api_endpoint_challenges:
    'Batches of 5k edits hit the 1 MB body limit; we switched to chunked uploads of 500 edits and the client retries failed chunks.',
  concurrency_issue_description:
    'Two users editing the same cell lost writes because the last request simply overwrote the row.',
  concurrency_issue_solution:
    'Added a revision column and a conditional update, so a stale write gets 409 and the client merges before retrying.',
  databases_used: ['PostgreSQL', 'Redis'],
  schema_design_example:
    'sheets(id PK, owner_id FK), cells(sheet_id FK, row, col, value, revision) with primary key (sheet_id, row, col), and an edits log table for history.',
  schema_design_reasoning:
    'The composite key makes a cell lookup one index probe, and the edits log lets us rebuild any revision without storing copies.',
  normalization_approach:
    'Third normal form for users and sheets; the edits log is append-only and deliberately denormalized with the user name.',
  normalization_reasoning:
    'Normal forms keep one copy of each fact, so renames never leave stale data; the log is history, so duplicating the name there is correct.',
  slow_query_example: 'Loading a sheet took 1.8 s since the cells query sorted 1 million rows without an index.',
  slow_query_solution: 'A composite index on (sheet_id, row, col) made it an index range scan; 1.8 s became 35 ms.',
  transaction_use_case: 'A batch of edits and its revision bump commit together, so readers never see half a batch.',
  git_branching_strategy:
    'Trunk-based: short branches, a pull request with one review and green CI, then squash merge into main.',
  merge_conflict_example:
    'A teammate renamed the grid module while I changed it; I rebased, moved my change into the renamed file and reran the tests.',
  last_deployment_platform: 'Fly.io',
  deployment_services_configured: ['Fly.io', 'Fly Postgres', 'Upstash Redis', 'GitHub Actions'],
  cicd_pipeline_steps: 'GitHub Actions: go vet, tests, frontend lint and build, then flyctl deploy on main.',
  deployment_failure_example:
    'A deploy on Fly.io failed health checks because the new binary expected a migration that had not run.',
  deployment_failure_solution: 'Made migrations a release command on Fly.io that runs before the new machines start.',
  monitoring_tools: 'Grafana with Prometheus metrics, Sentry for errors, and alerts on p95 latency.',
  production_bug_logs_example:
    'Logs showed socket disconnects every 60 s; the proxy idle timeout was 60 s, so we added pings every 25 s.',
  ai_assistants_used: ['Claude', 'GitHub Copilot'],
  ai_debug_example:
    'Claude blamed a goroutine leak on the socket handler; I checked with pprof, found it was a ticker never stopped, and verified the fix with a test.',
  ai_integration_project: 'Natural-language search over the inventory sheets using the OpenAI API.',
  ai_integration_role:
    'I wrote the retrieval: embeddings in pgvector, a prompt with the top rows, and caching of answers.',
  coding_agent_explanation:
    'An LLM that plans, edits files, runs the tests in a terminal and loops on the output until the task passes; it still needs review because it can satisfy tests without meeting the intent.',
  top_projects: [
    {
      name: 'GridLab',
      github_link: 'https://github.com/kmensah/gridlab',
      tech_stack: 'React, Zustand, Go, PostgreSQL, Redis, Fly.io',
      role: 'Author of the sync engine and the backend',
      hardest_bug: 'Lost edits under concurrent writes; fixed with revisions and conditional updates.',
      improvements: 'Replace the operation rebasing with a CRDT, because offline edits are still fragile.',
    },
  ],
  hardest_bug_story:
    'In GridLab one edit in a few hundred vanished. Logs with revision numbers showed two writes with the same revision, caused by a retry after a timeout; I made the write idempotent with a client edit id and the loss stopped.',
  debugging_approach:
    'Reproduce it, shrink it to the smallest failing case, then test one hypothesis at a time with logs or a debugger; git bisect when it used to work.',
  failure_story:
    'I shipped a cache key change that served one sheet to the wrong users for ten minutes because the key dropped the sheet id.',
  failure_detection:
    'A user reported it in our chat, and the error rate in Sentry did not move, which was the scary part.',
  failure_recovery:
    'Rolled back, flushed Redis, wrote a postmortem and added a test that asserts every cache key includes the tenant.',
  sql_vs_cache_explanation:
    'The database is durable and consistent; a cache such as Redis is in memory and fast but can be stale, so it needs a TTL or invalidation on write.',
  react_useeffect_issue:
    'Wrong dependencies give stale closures or an infinite loop; effects that subscribe need a cleanup to avoid leaks after unmount.',
  nodejs_await_issue:
    'Awaiting inside a loop runs calls one by one; Promise.all runs independent calls in parallel, and a missing await loses errors.',
  sql_vs_nosql_difference:
    'SQL is relational with a schema, joins and transactions; NoSQL stores documents or keys with a flexible schema and scales out more easily.',
  technical_concept_learned:
    'How Postgres chooses between an index scan and a sequential scan, which explained why a small table ignored my index.',
});

/** Plain English as a second language: simple sentences, small mistakes, real experience. */
export const PLAIN_ENGLISH_FORM: ScreeningFormValues = makeScreeningForm({
  university_name: 'Hanoi University of Science and Technology',
  university_branch: 'Information Technology',
  cgpa_cumulative: 8.2,
  coursework_description:
    'I study Data Structures, Databases, Computer Networks and Web Programming. In the Databases course we make a library system with MySQL.',
  frontend_frameworks: ['React', 'Vue.js'],
  strongest_frontend_framework: 'React',
  strongest_framework_reason:
    'I use React in two projects so I know it best. I like that I can split the page into small components and use them again. Also there are many libraries and answers on the internet when I am stuck.',
  ui_feature_description:
    'I make a shop page for my aunt who sells tea online. The user can search products, add to cart and see the total price, and the cart is keep when the page reload.',
  ui_feature_problem:
    'When the user click add to cart very fast two times, the product was added two times and the total was wrong. It happened because the button was still active while the request was running.',
  ui_feature_solution:
    'I disable the button while the request is running and I show a small loading icon. Also I changed the cart to update by product id, so the same product only increase the quantity.',
  performance_issue_example:
    'The product page was slow because the images were very big, about 3 MB each. I resized them to 200 KB and used lazy loading, then the page load in 1 second instead of 5 seconds.',
  largest_dataset_size: 'About 2,000 products',
  state_management_method: 'React Context and useReducer',
  complex_state_example:
    'The cart must be same in the header, the cart page and the checkout page, and it must stay after reload.',
  complex_state_solution:
    'I put the cart in a context with useReducer, so every page read the same data. I save the cart to localStorage when it change and read it again when the app start.',
  backend_framework: 'Node.js with Express',
  backend_framework_choice_reason:
    'I already know JavaScript from the frontend, so it is easier to use one language. Express is simple and I can understand what every middleware does.',
  auth_system_description:
    'The user register with email and password. I hash the password with bcrypt and when they login I give a JWT that expire after one day. The admin routes check the role in a middleware.',
  api_endpoint_example:
    'POST /api/orders receive the cart items, check the price again from the database, save the order and return 201 with the order id.',
  api_endpoint_challenges:
    'At first I trusted the price from the frontend, so somebody could change it. I fixed it by reading the price from the database on the server.',
  databases_used: ['MySQL', 'MongoDB'],
  schema_design_example:
    'I have users, products, orders and order_items tables. The order_items table has order_id and product_id as foreign keys, because one order has many products.',
  schema_design_reasoning:
    'I keep the price in order_items also, because the product price can change later but the old order must keep the old price.',
  normalization_approach:
    'I try to follow third normal form, so the product name and category are only in one table and other tables use the id.',
  normalization_reasoning:
    'When my aunt change a product name, I only update one row and every page shows the new name, so the data is not inconsistent.',
  transaction_use_case:
    'When a order is saved, I insert the order, insert the items and reduce the stock in one transaction, so if one step fail everything roll back.',
  git_branching_strategy:
    'I make a new branch for every feature and open a pull request. My friend review it before we merge to main.',
  merge_conflict_example:
    'My friend and I both changed the product card component. Git show conflict, so I read both changes, kept her new layout with my price code and tested the page again.',
  last_deployment_platform: 'Render',
  deployment_services_configured: ['Render', 'MongoDB Atlas', 'Cloudinary'],
  cicd_pipeline_steps: 'GitHub Actions run npm ci, the lint and the tests, and then Render deploy the main branch.',
  deployment_failure_example:
    'After deploy on Render the API crash because the environment variable for the database was missing.',
  deployment_failure_solution:
    'I added the variable in Render settings and deploy again. Now I keep a list of all variables in the README.',
  monitoring_tools: 'Render logs and UptimeRobot, it send me email when the site is down.',
  production_bug_logs_example:
    'In the Render logs I saw error 500 when a product had no image. The code read image.url from undefined, so I added a default image.',
  ai_assistants_used: ['ChatGPT', 'GitHub Copilot'],
  ai_debug_example:
    'ChatGPT told me my CORS error was from the browser cache, but it was not correct. I checked the network tab and saw the server did not send the header, so I read the cors docs and fixed the origin.',
  ai_integration_project: 'A chatbot on the shop page that answers questions about tea using the OpenAI API.',
  ai_integration_role:
    'I wrote the backend route that sends the question and the product list in the prompt and returns the answer.',
  coding_agent_explanation:
    'A coding agent is AI that can plan the steps, change many files, run the tests and try again when they fail. A developer still need to review the changes.',
  top_projects: [
    {
      name: 'TeaShop',
      github_link: 'https://github.com/lannguyen/teashop',
      tech_stack: 'React, Express, MySQL, Render',
      role: 'I built the whole app with one friend who made the design',
      hardest_bug: 'Double orders when the user click fast; fixed by disabling the button during the request.',
      improvements: 'I want to add online payment and tests for the checkout, because checkout bugs cost real money.',
    },
  ],
  hardest_bug_story:
    'In TeaShop some orders had total 0. I add logs and saw the price was a string from the form, so the sum became wrong. I convert the price to number on the server and add a test for it.',
  debugging_approach:
    'First I try to make the bug happen again. Then I read the error message, add console.log or use breakpoints, and I check the network tab to see if the problem is in frontend or backend.',
  failure_story:
    'I deleted the products table on the live database because I thought I was connected to my local database.',
  failure_detection: 'My aunt called me because the shop page was empty, and the logs showed errors for every request.',
  failure_recovery:
    'I restored the table from the backup of the day before and added the missing products by hand. After that I use different passwords and colors for local and production.',
  sql_vs_cache_explanation:
    'SQL database keep the data on disk and it is the real data. A cache like Redis keep data in memory so it is much faster, but it can be old, so we need to set expire time or delete it when data change.',
  react_useeffect_issue:
    'If you forget the dependency array or put wrong dependencies, the effect can run every render and make infinite loop, or use old state. Also you need cleanup for timers and listeners.',
  nodejs_await_issue:
    'If you forget await, you get a promise and not the data, and errors are not caught. If you await in a loop, requests run one by one, so Promise.all is faster when they are independent.',
  sql_vs_nosql_difference:
    'SQL databases use tables with fixed schema and joins, and they are good when data have relations. NoSQL like MongoDB save documents with flexible schema and it is easier to scale.',
  technical_concept_learned:
    'I learned how JWT works: the server signs the token, so it can check the token later without saving sessions in the database.',
});
