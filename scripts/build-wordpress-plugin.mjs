#!/usr/bin/env node
// Packs the WordPress plugin (integrations/wordpress/enhance) with the built bundle (dist/) into
// dist-wordpress/enhance.zip, the file a site owner uploads under Plugins > Add New. Run after `vite build`
// (`npm run build` does both). A small zip writer of its own, so a machine without `zip` builds it too.
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateRawSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pluginDir = join(root, "integrations", "wordpress", "enhance");
const bundleDir = join(root, "dist");
const outFile = join(root, "dist-wordpress", "enhance.zip");
/** The folder WordPress unpacks into wp-content/plugins/, which names the plugin (enhance/enhance.php). */
const PLUGIN_FOLDER = "enhance";

async function filesUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Tool folders such as dist/.vite (the build manifest) are not part of what a site serves.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found.sort();
}

/** The zip's entries: the plugin's own files (never a stale dist/ inside it), then the fresh bundle. */
async function entries() {
  try {
    await stat(join(bundleDir, "enhance.js"));
  } catch {
    throw new Error("dist/enhance.js is missing: run `vite build` first (npm run build does).");
  }
  const pluginFiles = (await filesUnder(pluginDir)).filter(
    (path) => !relative(pluginDir, path).split(sep).includes("dist"),
  );
  const list = [];
  for (const path of pluginFiles) {
    list.push({ name: `${PLUGIN_FOLDER}/${relative(pluginDir, path).split(sep).join("/")}`, path });
  }
  for (const path of await filesUnder(bundleDir)) {
    list.push({ name: `${PLUGIN_FOLDER}/dist/${relative(bundleDir, path).split(sep).join("/")}`, path });
  }
  return list;
}

// 1980-01-01 00:00, the zip epoch: the same inputs always give the same bytes.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, "utf8");
    const compressed = deflateRawSync(data, { level: 9 });
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(((0o100644 << 16) >>> 0) >>> 0, 38); // rw-r--r-- regular file
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const files = [];
for (const { name, path } of await entries()) files.push({ name, data: await readFile(path) });
await mkdir(dirname(outFile), { recursive: true });
const archive = zip(files);
await writeFile(outFile, archive);
console.log(`${relative(root, outFile)}: ${files.length} files, ${archive.length} bytes`);
