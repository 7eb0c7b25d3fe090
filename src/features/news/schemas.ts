import * as v from 'valibot'

/** An absolute http(s) address: the only kind a feed may link to or load an image from. */
export const HttpUrlSchema = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^https?:\/\//i.test(value), 'Only http(s) addresses are allowed'),
)

/** A news card as the slider shows it (SPEC.md §3 "displayed as"); every text is plain text. */
export const NewsItemSchema = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.pipe(v.string(), v.nonEmpty()),
  /** An http(s) address from the feed, or the site's default image path. */
  image: v.union([HttpUrlSchema, v.pipe(v.string(), v.startsWith('/images/'))]),
  category: v.pipe(v.string(), v.nonEmpty()),
  url: HttpUrlSchema,
  /** Already formatted for the page's language, or that language's 'No Date'. */
  publishedAt: v.pipe(v.string(), v.nonEmpty()),
  publishedBy: v.object({ name: v.string(), avatar: v.string() }),
})
export type NewsItem = v.InferOutput<typeof NewsItemSchema>

// xml2js output, read with `explicitArray: true`: every child element is an array of nodes, and a
// node is a string (text only) or an object with its text under `#text` and attributes under `$`
// (keys no XML element can have, so an element named `_` cannot pose as text).
// Each field falls back to "absent" when its shape is unexpected, so one odd element costs that
// field, not the item or the feed.

const AttributesSchema = v.record(v.string(), v.string())
const XmlNodeSchema = v.union([
  v.string(),
  v.object({ '#text': v.optional(v.string()), $: v.optional(AttributesSchema) }),
])
export type XmlNode = v.InferOutput<typeof XmlNodeSchema>

const NodesSchema = v.fallback(v.array(XmlNodeSchema), [])
const ListSchema = v.fallback(v.array(v.unknown()), [])

const MediaGroupSchema = v.object({
  'media:content': NodesSchema,
  'media:thumbnail': NodesSchema,
})

/** An RSS `item` or an Atom `entry`, with the elements the parser reads. */
export const FeedEntrySchema = v.object({
  title: NodesSchema,
  link: NodesSchema,
  guid: NodesSchema,
  description: NodesSchema,
  summary: NodesSchema,
  content: NodesSchema,
  'content:encoded': NodesSchema,
  pubDate: NodesSchema,
  updated: NodesSchema,
  published: NodesSchema,
  'dc:date': NodesSchema,
  enclosure: NodesSchema,
  'media:content': NodesSchema,
  'media:thumbnail': NodesSchema,
  'media:group': v.fallback(v.array(MediaGroupSchema), []),
})
export type FeedEntry = v.InferOutput<typeof FeedEntrySchema>

const ChannelSchema = v.object({ link: NodesSchema, item: ListSchema })
const ChannelsSchema = v.fallback(v.array(ChannelSchema), [])

/** A parsed XML document: its root element's name is its one key. */
export const XmlDocumentSchema = v.record(v.string(), v.unknown())

// The inside of the three roots a news feed comes in. A recognised root with an unexpected inside
// reads as a feed without entries; entries stay unchecked here and are read one by one.
export const RssSchema = v.fallback(v.object({ channel: ChannelsSchema }), { channel: [] })
export const RdfSchema = v.fallback(v.object({ channel: ChannelsSchema, item: ListSchema }), { channel: [], item: [] })
export const AtomSchema = v.fallback(v.object({ link: NodesSchema, entry: ListSchema }), { link: [], entry: [] })
