import { inspect } from "util";
import { randomBytes } from "crypto";
// ../node_modules/@firebase/util/dist/postinstall.mjs
var getDefaultsFromPostinstall = () => void 0;
// ../node_modules/@firebase/util/dist/node-esm/index.node.esm.js
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @fileoverview Firebase constants.  Some of these (@defines) can be overridden at compile-time.
*/
var CONSTANTS = {
	/**
	* @define {boolean} Whether this is the client Node.js SDK.
	*/
	NODE_CLIENT: false,
	/**
	* @define {boolean} Whether this is the Admin Node.js SDK.
	*/
	NODE_ADMIN: false,
	/**
	* Firebase SDK Version
	*/
	SDK_VERSION: "${JSCORE_VERSION}"
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var stringToByteArray$1 = function(str) {
	const out = [];
	let p = 0;
	for (let i = 0; i < str.length; i++) {
		let c = str.charCodeAt(i);
		if (c < 128) out[p++] = c;
		else if (c < 2048) {
			out[p++] = c >> 6 | 192;
			out[p++] = c & 63 | 128;
		} else if ((c & 64512) === 55296 && i + 1 < str.length && (str.charCodeAt(i + 1) & 64512) === 56320) {
			c = 65536 + ((c & 1023) << 10) + (str.charCodeAt(++i) & 1023);
			out[p++] = c >> 18 | 240;
			out[p++] = c >> 12 & 63 | 128;
			out[p++] = c >> 6 & 63 | 128;
			out[p++] = c & 63 | 128;
		} else {
			out[p++] = c >> 12 | 224;
			out[p++] = c >> 6 & 63 | 128;
			out[p++] = c & 63 | 128;
		}
	}
	return out;
};
/**
* Turns an array of numbers into the string given by the concatenation of the
* characters to which the numbers correspond.
* @param bytes Array of numbers representing characters.
* @return Stringification of the array.
*/
var byteArrayToString = function(bytes) {
	const out = [];
	let pos = 0, c = 0;
	while (pos < bytes.length) {
		const c1 = bytes[pos++];
		if (c1 < 128) out[c++] = String.fromCharCode(c1);
		else if (c1 > 191 && c1 < 224) {
			const c2 = bytes[pos++];
			out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
		} else if (c1 > 239 && c1 < 365) {
			const c2 = bytes[pos++];
			const c3 = bytes[pos++];
			const c4 = bytes[pos++];
			const u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - 65536;
			out[c++] = String.fromCharCode(55296 + (u >> 10));
			out[c++] = String.fromCharCode(56320 + (u & 1023));
		} else {
			const c2 = bytes[pos++];
			const c3 = bytes[pos++];
			out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
		}
	}
	return out.join("");
};
var base64 = {
	/**
	* Maps bytes to characters.
	*/
	byteToCharMap_: null,
	/**
	* Maps characters to bytes.
	*/
	charToByteMap_: null,
	/**
	* Maps bytes to websafe characters.
	* @private
	*/
	byteToCharMapWebSafe_: null,
	/**
	* Maps websafe characters to bytes.
	* @private
	*/
	charToByteMapWebSafe_: null,
	/**
	* Our default alphabet, shared between
	* ENCODED_VALS and ENCODED_VALS_WEBSAFE
	*/
	ENCODED_VALS_BASE: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	/**
	* Our default alphabet. Value 64 (=) is special; it means "nothing."
	*/
	get ENCODED_VALS() {
		return this.ENCODED_VALS_BASE + "+/=";
	},
	/**
	* Our websafe alphabet.
	*/
	get ENCODED_VALS_WEBSAFE() {
		return this.ENCODED_VALS_BASE + "-_.";
	},
	/**
	* Whether this browser supports the atob and btoa functions. This extension
	* started at Mozilla but is now implemented by many browsers. We use the
	* ASSUME_* variables to avoid pulling in the full useragent detection library
	* but still allowing the standard per-browser compilations.
	*
	*/
	HAS_NATIVE_SUPPORT: typeof atob === "function",
	/**
	* Base64-encode an array of bytes.
	*
	* @param input An array of bytes (numbers with
	*     value in [0, 255]) to encode.
	* @param webSafe Boolean indicating we should use the
	*     alternative alphabet.
	* @return The base64 encoded string.
	*/
	encodeByteArray(input, webSafe) {
		if (!Array.isArray(input)) throw Error("encodeByteArray takes an array as a parameter");
		this.init_();
		const byteToCharMap = webSafe ? this.byteToCharMapWebSafe_ : this.byteToCharMap_;
		const output = [];
		for (let i = 0; i < input.length; i += 3) {
			const byte1 = input[i];
			const haveByte2 = i + 1 < input.length;
			const byte2 = haveByte2 ? input[i + 1] : 0;
			const haveByte3 = i + 2 < input.length;
			const byte3 = haveByte3 ? input[i + 2] : 0;
			const outByte1 = byte1 >> 2;
			const outByte2 = (byte1 & 3) << 4 | byte2 >> 4;
			let outByte3 = (byte2 & 15) << 2 | byte3 >> 6;
			let outByte4 = byte3 & 63;
			if (!haveByte3) {
				outByte4 = 64;
				if (!haveByte2) outByte3 = 64;
			}
			output.push(byteToCharMap[outByte1], byteToCharMap[outByte2], byteToCharMap[outByte3], byteToCharMap[outByte4]);
		}
		return output.join("");
	},
	/**
	* Base64-encode a string.
	*
	* @param input A string to encode.
	* @param webSafe If true, we should use the
	*     alternative alphabet.
	* @return The base64 encoded string.
	*/
	encodeString(input, webSafe) {
		if (this.HAS_NATIVE_SUPPORT && !webSafe) return btoa(input);
		return this.encodeByteArray(stringToByteArray$1(input), webSafe);
	},
	/**
	* Base64-decode a string.
	*
	* @param input to decode.
	* @param webSafe True if we should use the
	*     alternative alphabet.
	* @return string representing the decoded value.
	*/
	decodeString(input, webSafe) {
		if (this.HAS_NATIVE_SUPPORT && !webSafe) return atob(input);
		return byteArrayToString(this.decodeStringToByteArray(input, webSafe));
	},
	/**
	* Base64-decode a string.
	*
	* In base-64 decoding, groups of four characters are converted into three
	* bytes.  If the encoder did not apply padding, the input length may not
	* be a multiple of 4.
	*
	* In this case, the last group will have fewer than 4 characters, and
	* padding will be inferred.  If the group has one or two characters, it decodes
	* to one byte.  If the group has three characters, it decodes to two bytes.
	*
	* @param input Input to decode.
	* @param webSafe True if we should use the web-safe alphabet.
	* @return bytes representing the decoded value.
	*/
	decodeStringToByteArray(input, webSafe) {
		this.init_();
		const charToByteMap = webSafe ? this.charToByteMapWebSafe_ : this.charToByteMap_;
		const output = [];
		for (let i = 0; i < input.length;) {
			const byte1 = charToByteMap[input.charAt(i++)];
			const byte2 = i < input.length ? charToByteMap[input.charAt(i)] : 0;
			++i;
			const byte3 = i < input.length ? charToByteMap[input.charAt(i)] : 64;
			++i;
			const byte4 = i < input.length ? charToByteMap[input.charAt(i)] : 64;
			++i;
			if (byte1 == null || byte2 == null || byte3 == null || byte4 == null) throw new DecodeBase64StringError();
			const outByte1 = byte1 << 2 | byte2 >> 4;
			output.push(outByte1);
			if (byte3 !== 64) {
				const outByte2 = byte2 << 4 & 240 | byte3 >> 2;
				output.push(outByte2);
				if (byte4 !== 64) {
					const outByte3 = byte3 << 6 & 192 | byte4;
					output.push(outByte3);
				}
			}
		}
		return output;
	},
	/**
	* Lazy static initialization function. Called before
	* accessing any of the static map variables.
	* @private
	*/
	init_() {
		if (!this.byteToCharMap_) {
			this.byteToCharMap_ = {};
			this.charToByteMap_ = {};
			this.byteToCharMapWebSafe_ = {};
			this.charToByteMapWebSafe_ = {};
			for (let i = 0; i < this.ENCODED_VALS.length; i++) {
				this.byteToCharMap_[i] = this.ENCODED_VALS.charAt(i);
				this.charToByteMap_[this.byteToCharMap_[i]] = i;
				this.byteToCharMapWebSafe_[i] = this.ENCODED_VALS_WEBSAFE.charAt(i);
				this.charToByteMapWebSafe_[this.byteToCharMapWebSafe_[i]] = i;
				if (i >= this.ENCODED_VALS_BASE.length) {
					this.charToByteMap_[this.ENCODED_VALS_WEBSAFE.charAt(i)] = i;
					this.charToByteMapWebSafe_[this.ENCODED_VALS.charAt(i)] = i;
				}
			}
		}
	}
};
/**
* An error encountered while decoding base64 string.
*/
var DecodeBase64StringError = class extends Error {
	constructor() {
		super(...arguments);
		this.name = "DecodeBase64StringError";
	}
};
/**
* URL-safe base64 encoding
*/
var base64Encode = function(str) {
	const utf8Bytes = stringToByteArray$1(str);
	return base64.encodeByteArray(utf8Bytes, true);
};
/**
* URL-safe base64 encoding (without "." padding in the end).
* e.g. Used in JSON Web Token (JWT) parts.
*/
var base64urlEncodeWithoutPadding = function(str) {
	return base64Encode(str).replace(/\./g, "");
};
/**
* URL-safe base64 decoding
*
* NOTE: DO NOT use the global atob() function - it does NOT support the
* base64Url variant encoding.
*
* @param str To be decoded
* @return Decoded result, if possible
*/
var base64Decode = function(str) {
	try {
		return base64.decodeString(str, true);
	} catch (e) {
		console.error("base64Decode failed: ", e);
	}
	return null;
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Polyfill for `globalThis` object.
* @returns the `globalThis` object for the given environment.
* @public
*/
function getGlobal() {
	if (typeof self !== "undefined") return self;
	if (typeof window !== "undefined") return window;
	if (typeof global !== "undefined") return global;
	throw new Error("Unable to locate global object.");
}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var getDefaultsFromGlobal = () => getGlobal().__FIREBASE_DEFAULTS__;
/**
* Attempt to read defaults from a JSON string provided to
* process(.)env(.)__FIREBASE_DEFAULTS__ or a JSON file whose path is in
* process(.)env(.)__FIREBASE_DEFAULTS_PATH__
* The dots are in parens because certain compilers (Vite?) cannot
* handle seeing that variable in comments.
* See https://github.com/firebase/firebase-js-sdk/issues/6838
*/
var getDefaultsFromEnvVariable = () => {
	if (typeof process === "undefined" || typeof process.env === "undefined") return;
	const defaultsJsonString = process.env.__FIREBASE_DEFAULTS__;
	if (defaultsJsonString) return JSON.parse(defaultsJsonString);
};
var getDefaultsFromCookie = () => {
	if (typeof document === "undefined") return;
	let match;
	try {
		match = document.cookie.match(/__FIREBASE_DEFAULTS__=([^;]+)/);
	} catch (e) {
		return;
	}
	const decoded = match && base64Decode(match[1]);
	return decoded && JSON.parse(decoded);
};
/**
* Get the __FIREBASE_DEFAULTS__ object. It checks in order:
* (1) if such an object exists as a property of `globalThis`
* (2) if such an object was provided on a shell environment variable
* (3) if such an object exists in a cookie
* @public
*/
var getDefaults = () => {
	try {
		return getDefaultsFromPostinstall() || getDefaultsFromGlobal() || getDefaultsFromEnvVariable() || getDefaultsFromCookie();
	} catch (e) {
		/**
		* Catch-all for being unable to get __FIREBASE_DEFAULTS__ due
		* to any environment case we have not accounted for. Log to
		* info instead of swallowing so we can find these unknown cases
		* and add paths for them if needed.
		*/
		console.info(`Unable to get __FIREBASE_DEFAULTS__ due to: ${e}`);
		return;
	}
};
/**
* Returns emulator host stored in the __FIREBASE_DEFAULTS__ object
* for the given product.
* @returns a URL host formatted like `127.0.0.1:9999` or `[::1]:4000` if available
* @public
*/
var getDefaultEmulatorHost = (productName) => getDefaults()?.emulatorHosts?.[productName];
/**
* Returns emulator hostname and port stored in the __FIREBASE_DEFAULTS__ object
* for the given product.
* @returns a pair of hostname and port like `["::1", 4000]` if available
* @public
*/
var getDefaultEmulatorHostnameAndPort = (productName) => {
	const host = getDefaultEmulatorHost(productName);
	if (!host) return;
	const separatorIndex = host.lastIndexOf(":");
	if (separatorIndex <= 0 || separatorIndex + 1 === host.length) throw new Error(`Invalid host ${host} with no separate hostname and port!`);
	const port = parseInt(host.substring(separatorIndex + 1), 10);
	if (host[0] === "[") return [host.substring(1, separatorIndex - 1), port];
	else return [host.substring(0, separatorIndex), port];
};
/**
* Returns Firebase app config stored in the __FIREBASE_DEFAULTS__ object.
* @public
*/
var getDefaultAppConfig = () => getDefaults()?.config;
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Deferred = class {
	constructor() {
		this.reject = () => {};
		this.resolve = () => {};
		this.promise = new Promise((resolve, reject) => {
			this.resolve = resolve;
			this.reject = reject;
		});
	}
	/**
	* Our API internals are not promisified and cannot because our callback APIs have subtle expectations around
	* invoking promises inline, which Promises are forbidden to do. This method accepts an optional node-style callback
	* and returns a node-style callback which will resolve or reject the Deferred's promise.
	*/
	wrapCallback(callback) {
		return (error, value) => {
			if (error) this.reject(error);
			else this.resolve(value);
			if (typeof callback === "function") {
				this.promise.catch(() => {});
				if (callback.length === 1) callback(error);
				else callback(error, value);
			}
		};
	}
};
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function createMockUserToken(token, projectId) {
	if (token.uid) throw new Error("The \"uid\" field is no longer supported by mockUserToken. Please use \"sub\" instead for Firebase Auth User ID.");
	const header = {
		alg: "none",
		type: "JWT"
	};
	const project = projectId || "demo-project";
	const iat = token.iat || 0;
	const sub = token.sub || token.user_id;
	if (!sub) throw new Error("mockUserToken must contain 'sub' or 'user_id' field!");
	const payload = {
		iss: `https://securetoken.google.com/${project}`,
		aud: project,
		iat,
		exp: iat + 3600,
		auth_time: iat,
		sub,
		user_id: sub,
		firebase: {
			sign_in_provider: "custom",
			identities: {}
		},
		...token
	};
	return [
		base64urlEncodeWithoutPadding(JSON.stringify(header)),
		base64urlEncodeWithoutPadding(JSON.stringify(payload)),
		""
	].join(".");
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* This method checks if indexedDB is supported by current browser/service worker context
* @return true if indexedDB is supported by current browser/service worker context
*/
function isIndexedDBAvailable() {
	try {
		return typeof indexedDB === "object";
	} catch (e) {
		return false;
	}
}
/**
* This method validates browser/sw context for indexedDB by opening a dummy indexedDB database and reject
* if errors occur during the database open operation.
*
* @throws exception if current browser/sw context can't run idb.open (ex: Safari iframe, Firefox
* private browsing)
*/
function validateIndexedDBOpenable() {
	return new Promise((resolve, reject) => {
		try {
			let preExist = true;
			const DB_CHECK_NAME = "validate-browser-context-for-indexeddb-analytics-module";
			const request = self.indexedDB.open(DB_CHECK_NAME);
			request.onsuccess = () => {
				request.result.close();
				if (!preExist) self.indexedDB.deleteDatabase(DB_CHECK_NAME);
				resolve(true);
			};
			request.onupgradeneeded = () => {
				preExist = false;
			};
			request.onerror = () => {
				reject(request.error?.message || "");
			};
		} catch (error) {
			reject(error);
		}
	});
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @fileoverview Standardized Firebase Error.
*
* Usage:
*
*   // TypeScript string literals for type-safe codes
*   type Err =
*     'unknown' |
*     'object-not-found'
*     ;
*
*   // Closure enum for type-safe error codes
*   // at-enum {string}
*   var Err = {
*     UNKNOWN: 'unknown',
*     OBJECT_NOT_FOUND: 'object-not-found',
*   }
*
*   let errors: Map<Err, string> = {
*     'generic-error': "Unknown error",
*     'file-not-found': "Could not find file: {$file}",
*   };
*
*   // Type-safe function - must pass a valid error code as param.
*   let error = new ErrorFactory<Err>('service', 'Service', errors);
*
*   ...
*   throw error.create(Err.GENERIC);
*   ...
*   throw error.create(Err.FILE_NOT_FOUND, {'file': fileName});
*   ...
*   // Service: Could not file file: foo.txt (service/file-not-found).
*
*   catch (e) {
*     assert(e.message === "Could not find file: foo.txt.");
*     if ((e as FirebaseError)?.code === 'service/file-not-found') {
*       console.log("Could not read file: " + e['file']);
*     }
*   }
*/
var ERROR_NAME = "FirebaseError";
var FirebaseError = class FirebaseError extends Error {
	constructor(code, message, customData) {
		super(message);
		this.code = code;
		this.customData = customData;
		/** The custom name for all FirebaseErrors. */
		this.name = ERROR_NAME;
		Object.setPrototypeOf(this, FirebaseError.prototype);
		if (Error.captureStackTrace) Error.captureStackTrace(this, ErrorFactory.prototype.create);
	}
};
var ErrorFactory = class {
	constructor(service, serviceName, errors) {
		this.service = service;
		this.serviceName = serviceName;
		this.errors = errors;
	}
	create(code, ...data) {
		const customData = data[0] || {};
		const fullCode = `${this.service}/${code}`;
		const template = this.errors[code];
		const message = template ? replaceTemplate(template, customData) : "Error";
		return new FirebaseError(fullCode, `${this.serviceName}: ${message} (${fullCode}).`, customData);
	}
};
function replaceTemplate(template, data) {
	try {
		let ptr = 0;
		let result = "";
		while (ptr < template.length) {
			const start = template.indexOf("{$", ptr);
			if (start === -1) {
				result += template.substring(ptr);
				break;
			}
			const end = template.indexOf("}", start + 2);
			if (end === -1) {
				result += template.substring(ptr);
				break;
			}
			const key = template.substring(start + 2, end);
			const value = data[key];
			result += template.substring(ptr, start) + (value != null ? String(value) : `<${key}?>`);
			ptr = end + 1;
		}
		return result;
	} catch (e) {
		return template;
	}
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Deep equal two objects. Support Arrays and Objects.
*/
function deepEqual(a, b) {
	if (a === b) return true;
	const aKeys = Object.keys(a);
	const bKeys = Object.keys(b);
	for (const k of aKeys) {
		if (!bKeys.includes(k)) return false;
		const aProp = a[k];
		const bProp = b[k];
		if (isObject(aProp) && isObject(bProp)) {
			if (!deepEqual(aProp, bProp)) return false;
		} else if (aProp !== bProp) return false;
	}
	for (const k of bKeys) if (!aKeys.includes(k)) return false;
	return true;
}
function isObject(thing) {
	return thing !== null && typeof thing === "object";
}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function getModularInstance(service) {
	if (service && service._delegate) return service._delegate;
	else return service;
}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Checks whether host is a cloud workstation or not.
* @public
*/
function isCloudWorkstation(url) {
	try {
		return (url.startsWith("http://") || url.startsWith("https://") ? new URL(url).hostname : url).endsWith(".cloudworkstations.dev");
	} catch {
		return false;
	}
}
/**
* Makes a fetch request to the given server.
* Mostly used for forwarding cookies in Firebase Studio.
* @public
*/
async function pingServer(endpoint) {
	return (await fetch(endpoint, { credentials: "include" })).ok;
}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
CONSTANTS.NODE_CLIENT = true;
// ../node_modules/@firebase/component/dist/esm/index.esm.js
/**
* Component for service name T, e.g. `auth`, `auth-internal`
*/
var Component = class {
	/**
	*
	* @param name The public service name, e.g. app, auth, firestore, database
	* @param instanceFactory Service factory responsible for creating the public interface
	* @param type whether the service provided by the component is public or private
	*/
	constructor(name, instanceFactory, type) {
		this.name = name;
		this.instanceFactory = instanceFactory;
		this.type = type;
		this.multipleInstances = false;
		/**
		* Properties to be added to the service namespace
		*/
		this.serviceProps = {};
		this.instantiationMode = "LAZY";
		this.onInstanceCreated = null;
	}
	setInstantiationMode(mode) {
		this.instantiationMode = mode;
		return this;
	}
	setMultipleInstances(multipleInstances) {
		this.multipleInstances = multipleInstances;
		return this;
	}
	setServiceProps(props) {
		this.serviceProps = props;
		return this;
	}
	setInstanceCreatedCallback(callback) {
		this.onInstanceCreated = callback;
		return this;
	}
};
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var DEFAULT_ENTRY_NAME$1 = "[DEFAULT]";
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Provider for instance for service name T, e.g. 'auth', 'auth-internal'
* NameServiceMapping[T] is an alias for the type of the instance
*/
var Provider = class {
	constructor(name, container) {
		this.name = name;
		this.container = container;
		this.component = null;
		this.instances = /* @__PURE__ */ new Map();
		this.instancesDeferred = /* @__PURE__ */ new Map();
		this.instancesOptions = /* @__PURE__ */ new Map();
		this.onInitCallbacks = /* @__PURE__ */ new Map();
	}
	/**
	* @param identifier A provider can provide multiple instances of a service
	* if this.component.multipleInstances is true.
	*/
	get(identifier) {
		const normalizedIdentifier = this.normalizeInstanceIdentifier(identifier);
		if (!this.instancesDeferred.has(normalizedIdentifier)) {
			const deferred = new Deferred();
			this.instancesDeferred.set(normalizedIdentifier, deferred);
			if (this.isInitialized(normalizedIdentifier) || this.shouldAutoInitialize()) try {
				const instance = this.getOrInitializeService({ instanceIdentifier: normalizedIdentifier });
				if (instance) deferred.resolve(instance);
			} catch (e) {}
		}
		return this.instancesDeferred.get(normalizedIdentifier).promise;
	}
	getImmediate(options) {
		const normalizedIdentifier = this.normalizeInstanceIdentifier(options?.identifier);
		const optional = options?.optional ?? false;
		if (this.isInitialized(normalizedIdentifier) || this.shouldAutoInitialize()) try {
			return this.getOrInitializeService({ instanceIdentifier: normalizedIdentifier });
		} catch (e) {
			if (optional) return null;
			else throw e;
		}
		else if (optional) return null;
		else throw Error(`Service ${this.name} is not available`);
	}
	getComponent() {
		return this.component;
	}
	setComponent(component) {
		if (component.name !== this.name) throw Error(`Mismatching Component ${component.name} for Provider ${this.name}.`);
		if (this.component) throw Error(`Component for ${this.name} has already been provided`);
		this.component = component;
		if (!this.shouldAutoInitialize()) return;
		if (isComponentEager(component)) try {
			this.getOrInitializeService({ instanceIdentifier: DEFAULT_ENTRY_NAME$1 });
		} catch (e) {}
		for (const [instanceIdentifier, instanceDeferred] of this.instancesDeferred.entries()) {
			const normalizedIdentifier = this.normalizeInstanceIdentifier(instanceIdentifier);
			try {
				const instance = this.getOrInitializeService({ instanceIdentifier: normalizedIdentifier });
				instanceDeferred.resolve(instance);
			} catch (e) {}
		}
	}
	clearInstance(identifier = DEFAULT_ENTRY_NAME$1) {
		this.instancesDeferred.delete(identifier);
		this.instancesOptions.delete(identifier);
		this.instances.delete(identifier);
	}
	async delete() {
		const services = Array.from(this.instances.values());
		await Promise.all([...services.filter((service) => "INTERNAL" in service).map((service) => service.INTERNAL.delete()), ...services.filter((service) => "_delete" in service).map((service) => service._delete())]);
	}
	isComponentSet() {
		return this.component != null;
	}
	isInitialized(identifier = DEFAULT_ENTRY_NAME$1) {
		return this.instances.has(identifier);
	}
	getOptions(identifier = DEFAULT_ENTRY_NAME$1) {
		return this.instancesOptions.get(identifier) || {};
	}
	initialize(opts = {}) {
		const { options = {} } = opts;
		const normalizedIdentifier = this.normalizeInstanceIdentifier(opts.instanceIdentifier);
		if (this.isInitialized(normalizedIdentifier)) throw Error(`${this.name}(${normalizedIdentifier}) has already been initialized`);
		if (!this.isComponentSet()) throw Error(`Component ${this.name} has not been registered yet`);
		const instance = this.getOrInitializeService({
			instanceIdentifier: normalizedIdentifier,
			options
		});
		for (const [instanceIdentifier, instanceDeferred] of this.instancesDeferred.entries()) if (normalizedIdentifier === this.normalizeInstanceIdentifier(instanceIdentifier)) instanceDeferred.resolve(instance);
		return instance;
	}
	/**
	*
	* @param callback - a function that will be invoked  after the provider has been initialized by calling provider.initialize().
	* The function is invoked SYNCHRONOUSLY, so it should not execute any longrunning tasks in order to not block the program.
	*
	* @param identifier An optional instance identifier
	* @returns a function to unregister the callback
	*/
	onInit(callback, identifier) {
		const normalizedIdentifier = this.normalizeInstanceIdentifier(identifier);
		const existingCallbacks = this.onInitCallbacks.get(normalizedIdentifier) ?? /* @__PURE__ */ new Set();
		existingCallbacks.add(callback);
		this.onInitCallbacks.set(normalizedIdentifier, existingCallbacks);
		const existingInstance = this.instances.get(normalizedIdentifier);
		if (existingInstance) callback(existingInstance, normalizedIdentifier);
		return () => {
			existingCallbacks.delete(callback);
		};
	}
	/**
	* Invoke onInit callbacks synchronously
	* @param instance the service instance`
	*/
	invokeOnInitCallbacks(instance, identifier) {
		const callbacks = this.onInitCallbacks.get(identifier);
		if (!callbacks) return;
		for (const callback of callbacks) try {
			callback(instance, identifier);
		} catch {}
	}
	getOrInitializeService({ instanceIdentifier, options = {} }) {
		let instance = this.instances.get(instanceIdentifier);
		if (!instance && this.component) {
			instance = this.component.instanceFactory(this.container, {
				instanceIdentifier: normalizeIdentifierForFactory(instanceIdentifier),
				options
			});
			this.instances.set(instanceIdentifier, instance);
			this.instancesOptions.set(instanceIdentifier, options);
			/**
			* Invoke onInit listeners.
			* Note this.component.onInstanceCreated is different, which is used by the component creator,
			* while onInit listeners are registered by consumers of the provider.
			*/
			this.invokeOnInitCallbacks(instance, instanceIdentifier);
			/**
			* Order is important
			* onInstanceCreated() should be called after this.instances.set(instanceIdentifier, instance); which
			* makes `isInitialized()` return true.
			*/
			if (this.component.onInstanceCreated) try {
				this.component.onInstanceCreated(this.container, instanceIdentifier, instance);
			} catch {}
		}
		return instance || null;
	}
	normalizeInstanceIdentifier(identifier = DEFAULT_ENTRY_NAME$1) {
		if (this.component) return this.component.multipleInstances ? identifier : DEFAULT_ENTRY_NAME$1;
		else return identifier;
	}
	shouldAutoInitialize() {
		return !!this.component && this.component.instantiationMode !== "EXPLICIT";
	}
};
function normalizeIdentifierForFactory(identifier) {
	return identifier === DEFAULT_ENTRY_NAME$1 ? void 0 : identifier;
}
function isComponentEager(component) {
	return component.instantiationMode === "EAGER";
}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* ComponentContainer that provides Providers for service name T, e.g. `auth`, `auth-internal`
*/
var ComponentContainer = class {
	constructor(name) {
		this.name = name;
		this.providers = /* @__PURE__ */ new Map();
	}
	/**
	*
	* @param component Component being added
	* @param overwrite When a component with the same name has already been registered,
	* if overwrite is true: overwrite the existing component with the new component and create a new
	* provider with the new component. It can be useful in tests where you want to use different mocks
	* for different tests.
	* if overwrite is false: throw an exception
	*/
	addComponent(component) {
		const provider = this.getProvider(component.name);
		if (provider.isComponentSet()) throw new Error(`Component ${component.name} has already been registered with ${this.name}`);
		provider.setComponent(component);
	}
	addOrOverwriteComponent(component) {
		if (this.getProvider(component.name).isComponentSet()) this.providers.delete(component.name);
		this.addComponent(component);
	}
	/**
	* getProvider provides a type safe interface where it can only be called with a field name
	* present in NameServiceMapping interface.
	*
	* Firebase SDKs providing services should extend NameServiceMapping interface to register
	* themselves.
	*/
	getProvider(name) {
		if (this.providers.has(name)) return this.providers.get(name);
		const provider = new Provider(name, this);
		this.providers.set(name, provider);
		return provider;
	}
	getProviders() {
		return Array.from(this.providers.values());
	}
};
// ../node_modules/@firebase/logger/dist/esm/index.esm.js
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A container for all of the Logger instances
*/
var instances = [];
/**
* The JS SDK supports 5 log levels and also allows a user the ability to
* silence the logs altogether.
*
* The order is a follows:
* DEBUG < VERBOSE < INFO < WARN < ERROR
*
* All of the log types above the current log level will be captured (i.e. if
* you set the log level to `INFO`, errors will still be logged, but `DEBUG` and
* `VERBOSE` logs will not)
*/
var LogLevel;
(function(LogLevel) {
	LogLevel[LogLevel["DEBUG"] = 0] = "DEBUG";
	LogLevel[LogLevel["VERBOSE"] = 1] = "VERBOSE";
	LogLevel[LogLevel["INFO"] = 2] = "INFO";
	LogLevel[LogLevel["WARN"] = 3] = "WARN";
	LogLevel[LogLevel["ERROR"] = 4] = "ERROR";
	LogLevel[LogLevel["SILENT"] = 5] = "SILENT";
})(LogLevel || (LogLevel = {}));
var levelStringToEnum = {
	"debug": LogLevel.DEBUG,
	"verbose": LogLevel.VERBOSE,
	"info": LogLevel.INFO,
	"warn": LogLevel.WARN,
	"error": LogLevel.ERROR,
	"silent": LogLevel.SILENT
};
/**
* The default log level
*/
var defaultLogLevel = LogLevel.INFO;
/**
* By default, `console.debug` is not displayed in the developer console (in
* chrome). To avoid forcing users to have to opt-in to these logs twice
* (i.e. once for firebase, and once in the console), we are sending `DEBUG`
* logs to the `console.log` function.
*/
var ConsoleMethod = {
	[LogLevel.DEBUG]: "log",
	[LogLevel.VERBOSE]: "log",
	[LogLevel.INFO]: "info",
	[LogLevel.WARN]: "warn",
	[LogLevel.ERROR]: "error"
};
/**
* The default log handler will forward DEBUG, VERBOSE, INFO, WARN, and ERROR
* messages on to their corresponding console counterparts (if the log method
* is supported by the current log level)
*/
var defaultLogHandler = (instance, logType, ...args) => {
	if (logType < instance.logLevel) return;
	const now = (/* @__PURE__ */ new Date()).toISOString();
	const method = ConsoleMethod[logType];
	if (method) console[method](`[${now}]  ${instance.name}:`, ...args);
	else throw new Error(`Attempted to log a message with an invalid logType (value: ${logType})`);
};
var Logger = class {
	/**
	* Gives you an instance of a Logger to capture messages according to
	* Firebase's logging scheme.
	*
	* @param name The name that the logs will be associated with
	*/
	constructor(name) {
		this.name = name;
		/**
		* The log level of the given Logger instance.
		*/
		this._logLevel = defaultLogLevel;
		/**
		* The main (internal) log handler for the Logger instance.
		* Can be set to a new function in internal package code but not by user.
		*/
		this._logHandler = defaultLogHandler;
		/**
		* The optional, additional, user-defined log handler for the Logger instance.
		*/
		this._userLogHandler = null;
		/**
		* Capture the current instance for later use
		*/
		instances.push(this);
	}
	get logLevel() {
		return this._logLevel;
	}
	set logLevel(val) {
		if (!(val in LogLevel)) throw new TypeError(`Invalid value "${val}" assigned to \`logLevel\``);
		this._logLevel = val;
	}
	setLogLevel(val) {
		this._logLevel = typeof val === "string" ? levelStringToEnum[val] : val;
	}
	get logHandler() {
		return this._logHandler;
	}
	set logHandler(val) {
		if (typeof val !== "function") throw new TypeError("Value assigned to `logHandler` must be a function");
		this._logHandler = val;
	}
	get userLogHandler() {
		return this._userLogHandler;
	}
	set userLogHandler(val) {
		this._userLogHandler = val;
	}
	/**
	* The functions below are all based on the `console` interface
	*/
	debug(...args) {
		this._userLogHandler && this._userLogHandler(this, LogLevel.DEBUG, ...args);
		this._logHandler(this, LogLevel.DEBUG, ...args);
	}
	log(...args) {
		this._userLogHandler && this._userLogHandler(this, LogLevel.VERBOSE, ...args);
		this._logHandler(this, LogLevel.VERBOSE, ...args);
	}
	info(...args) {
		this._userLogHandler && this._userLogHandler(this, LogLevel.INFO, ...args);
		this._logHandler(this, LogLevel.INFO, ...args);
	}
	warn(...args) {
		this._userLogHandler && this._userLogHandler(this, LogLevel.WARN, ...args);
		this._logHandler(this, LogLevel.WARN, ...args);
	}
	error(...args) {
		this._userLogHandler && this._userLogHandler(this, LogLevel.ERROR, ...args);
		this._logHandler(this, LogLevel.ERROR, ...args);
	}
};
// ../node_modules/idb/build/wrap-idb-value.js
var instanceOfAny = (object, constructors) => constructors.some((c) => object instanceof c);
var idbProxyableTypes;
var cursorAdvanceMethods;
function getIdbProxyableTypes() {
	return idbProxyableTypes || (idbProxyableTypes = [
		IDBDatabase,
		IDBObjectStore,
		IDBIndex,
		IDBCursor,
		IDBTransaction
	]);
}
function getCursorAdvanceMethods() {
	return cursorAdvanceMethods || (cursorAdvanceMethods = [
		IDBCursor.prototype.advance,
		IDBCursor.prototype.continue,
		IDBCursor.prototype.continuePrimaryKey
	]);
}
var cursorRequestMap = /* @__PURE__ */ new WeakMap();
var transactionDoneMap = /* @__PURE__ */ new WeakMap();
var transactionStoreNamesMap = /* @__PURE__ */ new WeakMap();
var transformCache = /* @__PURE__ */ new WeakMap();
var reverseTransformCache = /* @__PURE__ */ new WeakMap();
function promisifyRequest(request) {
	const promise = new Promise((resolve, reject) => {
		const unlisten = () => {
			request.removeEventListener("success", success);
			request.removeEventListener("error", error);
		};
		const success = () => {
			resolve(wrap(request.result));
			unlisten();
		};
		const error = () => {
			reject(request.error);
			unlisten();
		};
		request.addEventListener("success", success);
		request.addEventListener("error", error);
	});
	promise.then((value) => {
		if (value instanceof IDBCursor) cursorRequestMap.set(value, request);
	}).catch(() => {});
	reverseTransformCache.set(promise, request);
	return promise;
}
function cacheDonePromiseForTransaction(tx) {
	if (transactionDoneMap.has(tx)) return;
	const done = new Promise((resolve, reject) => {
		const unlisten = () => {
			tx.removeEventListener("complete", complete);
			tx.removeEventListener("error", error);
			tx.removeEventListener("abort", error);
		};
		const complete = () => {
			resolve();
			unlisten();
		};
		const error = () => {
			reject(tx.error || new DOMException("AbortError", "AbortError"));
			unlisten();
		};
		tx.addEventListener("complete", complete);
		tx.addEventListener("error", error);
		tx.addEventListener("abort", error);
	});
	transactionDoneMap.set(tx, done);
}
var idbProxyTraps = {
	get(target, prop, receiver) {
		if (target instanceof IDBTransaction) {
			if (prop === "done") return transactionDoneMap.get(target);
			if (prop === "objectStoreNames") return target.objectStoreNames || transactionStoreNamesMap.get(target);
			if (prop === "store") return receiver.objectStoreNames[1] ? void 0 : receiver.objectStore(receiver.objectStoreNames[0]);
		}
		return wrap(target[prop]);
	},
	set(target, prop, value) {
		target[prop] = value;
		return true;
	},
	has(target, prop) {
		if (target instanceof IDBTransaction && (prop === "done" || prop === "store")) return true;
		return prop in target;
	}
};
function replaceTraps(callback) {
	idbProxyTraps = callback(idbProxyTraps);
}
function wrapFunction(func) {
	if (func === IDBDatabase.prototype.transaction && !("objectStoreNames" in IDBTransaction.prototype)) return function(storeNames, ...args) {
		const tx = func.call(unwrap(this), storeNames, ...args);
		transactionStoreNamesMap.set(tx, storeNames.sort ? storeNames.sort() : [storeNames]);
		return wrap(tx);
	};
	if (getCursorAdvanceMethods().includes(func)) return function(...args) {
		func.apply(unwrap(this), args);
		return wrap(cursorRequestMap.get(this));
	};
	return function(...args) {
		return wrap(func.apply(unwrap(this), args));
	};
}
function transformCachableValue(value) {
	if (typeof value === "function") return wrapFunction(value);
	if (value instanceof IDBTransaction) cacheDonePromiseForTransaction(value);
	if (instanceOfAny(value, getIdbProxyableTypes())) return new Proxy(value, idbProxyTraps);
	return value;
}
function wrap(value) {
	if (value instanceof IDBRequest) return promisifyRequest(value);
	if (transformCache.has(value)) return transformCache.get(value);
	const newValue = transformCachableValue(value);
	if (newValue !== value) {
		transformCache.set(value, newValue);
		reverseTransformCache.set(newValue, value);
	}
	return newValue;
}
var unwrap = (value) => reverseTransformCache.get(value);
// ../node_modules/idb/build/index.js
/**
* Open a database.
*
* @param name Name of the database.
* @param version Schema version.
* @param callbacks Additional callbacks.
*/
function openDB(name, version, { blocked, upgrade, blocking, terminated } = {}) {
	const request = indexedDB.open(name, version);
	const openPromise = wrap(request);
	if (upgrade) request.addEventListener("upgradeneeded", (event) => {
		upgrade(wrap(request.result), event.oldVersion, event.newVersion, wrap(request.transaction), event);
	});
	if (blocked) request.addEventListener("blocked", (event) => blocked(event.oldVersion, event.newVersion, event));
	openPromise.then((db) => {
		if (terminated) db.addEventListener("close", () => terminated());
		if (blocking) db.addEventListener("versionchange", (event) => blocking(event.oldVersion, event.newVersion, event));
	}).catch(() => {});
	return openPromise;
}
var readMethods = [
	"get",
	"getKey",
	"getAll",
	"getAllKeys",
	"count"
];
var writeMethods = [
	"put",
	"add",
	"delete",
	"clear"
];
var cachedMethods = /* @__PURE__ */ new Map();
function getMethod(target, prop) {
	if (!(target instanceof IDBDatabase && !(prop in target) && typeof prop === "string")) return;
	if (cachedMethods.get(prop)) return cachedMethods.get(prop);
	const targetFuncName = prop.replace(/FromIndex$/, "");
	const useIndex = prop !== targetFuncName;
	const isWrite = writeMethods.includes(targetFuncName);
	if (!(targetFuncName in (useIndex ? IDBIndex : IDBObjectStore).prototype) || !(isWrite || readMethods.includes(targetFuncName))) return;
	const method = async function(storeName, ...args) {
		const tx = this.transaction(storeName, isWrite ? "readwrite" : "readonly");
		let target = tx.store;
		if (useIndex) target = target.index(args.shift());
		return (await Promise.all([target[targetFuncName](...args), isWrite && tx.done]))[0];
	};
	cachedMethods.set(prop, method);
	return method;
}
replaceTraps((oldTraps) => ({
	...oldTraps,
	get: (target, prop, receiver) => getMethod(target, prop) || oldTraps.get(target, prop, receiver),
	has: (target, prop) => !!getMethod(target, prop) || oldTraps.has(target, prop)
}));
// ../node_modules/@firebase/app/dist/esm/index.esm.js
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var PlatformLoggerServiceImpl = class {
	constructor(container) {
		this.container = container;
	}
	getPlatformInfoString() {
		return this.container.getProviders().map((provider) => {
			if (isVersionServiceProvider(provider)) {
				const service = provider.getImmediate();
				return `${service.library}/${service.version}`;
			} else return null;
		}).filter((logString) => logString).join(" ");
	}
};
/**
*
* @param provider check if this provider provides a VersionService
*
* NOTE: Using Provider<'app-version'> is a hack to indicate that the provider
* provides VersionService. The provider is not necessarily a 'app-version'
* provider.
*/
function isVersionServiceProvider(provider) {
	return provider.getComponent()?.type === "VERSION";
}
var name$q = "@firebase/app";
var version$1 = "0.16.2";
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var logger = new Logger("@firebase/app");
var name$p = "@firebase/app-compat";
var name$o = "@firebase/analytics-compat";
var name$n = "@firebase/analytics";
var name$m = "@firebase/app-check-compat";
var name$l = "@firebase/app-check";
var name$k = "@firebase/auth";
var name$j = "@firebase/auth-compat";
var name$i = "@firebase/database";
var name$h = "@firebase/data-connect";
var name$g = "@firebase/database-compat";
var name$f = "@firebase/functions";
var name$e = "@firebase/functions-compat";
var name$d = "@firebase/installations";
var name$c = "@firebase/installations-compat";
var name$b = "@firebase/messaging";
var name$a = "@firebase/messaging-compat";
var name$9 = "@firebase/performance";
var name$8 = "@firebase/performance-compat";
var name$7 = "@firebase/remote-config";
var name$6 = "@firebase/remote-config-compat";
var name$5 = "@firebase/storage";
var name$4 = "@firebase/storage-compat";
var name$3 = "@firebase/firestore";
var name$2 = "@firebase/ai";
var name$1 = "@firebase/firestore-compat";
var name = "firebase";
var version$2 = "12.19.0";
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* The default app name
*
* @internal
*/
var DEFAULT_ENTRY_NAME = "[DEFAULT]";
var PLATFORM_LOG_STRING = {
	[name$q]: "fire-core",
	[name$p]: "fire-core-compat",
	[name$n]: "fire-analytics",
	[name$o]: "fire-analytics-compat",
	[name$l]: "fire-app-check",
	[name$m]: "fire-app-check-compat",
	[name$k]: "fire-auth",
	[name$j]: "fire-auth-compat",
	[name$i]: "fire-rtdb",
	[name$h]: "fire-data-connect",
	[name$g]: "fire-rtdb-compat",
	[name$f]: "fire-fn",
	[name$e]: "fire-fn-compat",
	[name$d]: "fire-iid",
	[name$c]: "fire-iid-compat",
	[name$b]: "fire-fcm",
	[name$a]: "fire-fcm-compat",
	[name$9]: "fire-perf",
	[name$8]: "fire-perf-compat",
	[name$7]: "fire-rc",
	[name$6]: "fire-rc-compat",
	[name$5]: "fire-gcs",
	[name$4]: "fire-gcs-compat",
	[name$3]: "fire-fst",
	[name$1]: "fire-fst-compat",
	[name$2]: "fire-vertex",
	"fire-js": "fire-js",
	[name]: "fire-js-all"
};
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @internal
*/
var _apps = /* @__PURE__ */ new Map();
/**
* @internal
*/
var _serverApps = /* @__PURE__ */ new Map();
/**
* Registered components.
*
* @internal
*/
var _components = /* @__PURE__ */ new Map();
/**
* @param component - the component being added to this app's container
*
* @internal
*/
function _addComponent(app, component) {
	try {
		app.container.addComponent(component);
	} catch (e) {
		logger.debug(`Component ${component.name} failed to register with FirebaseApp ${app.name}`, e);
	}
}
/**
*
* @param component - the component to register
* @returns whether or not the component is registered successfully
*
* @internal
*/
function _registerComponent(component) {
	const componentName = component.name;
	if (_components.has(componentName)) {
		logger.debug(`There were multiple attempts to register component ${componentName}.`);
		return false;
	}
	_components.set(componentName, component);
	for (const app of _apps.values()) _addComponent(app, component);
	for (const serverApp of _serverApps.values()) _addComponent(serverApp, component);
	return true;
}
/**
*
* @param app - FirebaseApp instance
* @param name - service name
*
* @returns the provider for the service with the matching name
*
* @internal
*/
function _getProvider(app, name) {
	const heartbeatController = app.container.getProvider("heartbeat").getImmediate({ optional: true });
	if (heartbeatController) heartbeatController.triggerHeartbeat();
	return app.container.getProvider(name);
}
/**
*
* @param obj - an object of type FirebaseApp.
*
* @returns true if the provided object is of type FirebaseServerAppImpl.
*
* @internal
*/
function _isFirebaseServerApp(obj) {
	if (obj === null || obj === void 0) return false;
	return obj.settings !== void 0;
}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ERROR_FACTORY = new ErrorFactory("app", "Firebase", {
	["no-app"]: "No Firebase App '{$appName}' has been created - call initializeApp() first",
	["bad-app-name"]: "Illegal App name: '{$appName}'",
	["duplicate-app"]: "Firebase App named '{$appName}' already exists with different {$mismatchedParam}. Existing: '{$oldValue}'. New: '{$newValue}'.",
	["app-deleted"]: "Firebase App named '{$appName}' already deleted",
	["server-app-deleted"]: "Firebase Server App has been deleted",
	["no-options"]: "Need to provide options, when not being deployed to hosting via source.",
	["invalid-app-argument"]: "firebase.{$appName}() takes either no argument or a Firebase App instance.",
	["invalid-log-argument"]: "First argument to `onLog` must be null or a function.",
	["idb-open"]: "Error thrown when opening IndexedDB. Original error: {$originalErrorMessage}.",
	["idb-get"]: "Error thrown when reading from IndexedDB. Original error: {$originalErrorMessage}.",
	["idb-set"]: "Error thrown when writing to IndexedDB. Original error: {$originalErrorMessage}.",
	["idb-delete"]: "Error thrown when deleting from IndexedDB. Original error: {$originalErrorMessage}.",
	["finalization-registry-not-supported"]: "FirebaseServerApp deleteOnDeref field defined but the JS runtime does not support FinalizationRegistry.",
	["invalid-server-app-environment"]: "FirebaseServerApp is not for use in browser environments."
});
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var FirebaseAppImpl = class {
	constructor(options, config, container) {
		this._isDeleted = false;
		this._options = { ...options };
		this._config = { ...config };
		this._name = config.name;
		this._automaticDataCollectionEnabled = config.automaticDataCollectionEnabled;
		this._container = container;
		this.container.addComponent(new Component("app", () => this, "PUBLIC"));
	}
	get automaticDataCollectionEnabled() {
		this.checkDestroyed();
		return this._automaticDataCollectionEnabled;
	}
	set automaticDataCollectionEnabled(val) {
		this.checkDestroyed();
		this._automaticDataCollectionEnabled = val;
	}
	get name() {
		this.checkDestroyed();
		return this._name;
	}
	get options() {
		this.checkDestroyed();
		return this._options;
	}
	get config() {
		this.checkDestroyed();
		return this._config;
	}
	get container() {
		return this._container;
	}
	get isDeleted() {
		return this._isDeleted;
	}
	set isDeleted(val) {
		this._isDeleted = val;
	}
	/**
	* This function will throw an Error if the App has already been deleted -
	* use before performing API actions on the App.
	*/
	checkDestroyed() {
		if (this.isDeleted) throw ERROR_FACTORY.create("app-deleted", { appName: this._name });
	}
};
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* The current SDK version.
*
* @public
*/
var SDK_VERSION$1 = version$2;
function initializeApp(_options, rawConfig = {}) {
	let options = _options;
	if (typeof rawConfig !== "object") rawConfig = { name: rawConfig };
	const config = {
		name: DEFAULT_ENTRY_NAME,
		automaticDataCollectionEnabled: true,
		...rawConfig
	};
	const name = config.name;
	if (typeof name !== "string" || !name) throw ERROR_FACTORY.create("bad-app-name", { appName: String(name) });
	options || (options = getDefaultAppConfig());
	if (!options) throw ERROR_FACTORY.create("no-options");
	const existingApp = _apps.get(name);
	if (existingApp) {
		if (!deepEqual(options, existingApp.options)) throw ERROR_FACTORY.create("duplicate-app", {
			appName: name,
			mismatchedParam: "options",
			oldValue: JSON.stringify(existingApp.options),
			newValue: JSON.stringify(options)
		});
		else if (!deepEqual(config, existingApp.config)) throw ERROR_FACTORY.create("duplicate-app", {
			appName: name,
			mismatchedParam: "config",
			oldValue: JSON.stringify(existingApp.config),
			newValue: JSON.stringify(config)
		});
		else return existingApp;
	}
	const container = new ComponentContainer(name);
	for (const component of _components.values()) container.addComponent(component);
	const newApp = new FirebaseAppImpl(options, config, container);
	_apps.set(name, newApp);
	return newApp;
}
/**
* Retrieves a {@link @firebase/app#FirebaseApp} instance.
*
* When called with no arguments, the default app is returned. When an app name
* is provided, the app corresponding to that name is returned.
*
* An exception is thrown if the app being retrieved has not yet been
* initialized.
*
* @example
* ```javascript
* // Return the default app
* const app = getApp();
* ```
*
* @example
* ```javascript
* // Return a named app
* const otherApp = getApp("otherApp");
* ```
*
* @param name - Optional name of the app to return. If no name is
*   provided, the default is `"[DEFAULT]"`.
*
* @returns The app corresponding to the provided app name.
*   If no app name is provided, the default app is returned.
*
* @public
*/
function getApp(name = DEFAULT_ENTRY_NAME) {
	const app = _apps.get(name);
	if (!app && name === "[DEFAULT]" && getDefaultAppConfig()) return initializeApp();
	if (!app) throw ERROR_FACTORY.create("no-app", { appName: name });
	return app;
}
/**
* Registers a library's name and version for platform logging purposes.
* @param library - Name of 1p or 3p library (e.g. firestore, angularfire)
* @param version - Current version of that library.
* @param variant - Bundle variant, e.g., node, rn, etc.
*
* @public
*/
function registerVersion(libraryKeyOrName, version, variant) {
	let library = PLATFORM_LOG_STRING[libraryKeyOrName] ?? libraryKeyOrName;
	if (variant) library += `-${variant}`;
	const libraryMismatch = library.match(/\s|\//);
	const versionMismatch = version.match(/\s|\//);
	if (libraryMismatch || versionMismatch) {
		const warning = [`Unable to register library "${library}" with version "${version}":`];
		if (libraryMismatch) warning.push(`library name "${library}" contains illegal characters (whitespace or "/")`);
		if (libraryMismatch && versionMismatch) warning.push("and");
		if (versionMismatch) warning.push(`version name "${version}" contains illegal characters (whitespace or "/")`);
		logger.warn(warning.join(" "));
		return;
	}
	_registerComponent(new Component(`${library}-version`, () => ({
		library,
		version
	}), "VERSION"));
}
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var DB_NAME = "firebase-heartbeat-database";
var DB_VERSION = 1;
var STORE_NAME = "firebase-heartbeat-store";
var dbPromise = null;
function getDbPromise() {
	if (!dbPromise) dbPromise = openDB(DB_NAME, DB_VERSION, { upgrade: (db, oldVersion) => {
		switch (oldVersion) {
			case 0: try {
				db.createObjectStore(STORE_NAME);
			} catch (e) {
				console.warn(e);
			}
		}
	} }).catch((e) => {
		throw ERROR_FACTORY.create("idb-open", { originalErrorMessage: e.message });
	});
	return dbPromise;
}
async function readHeartbeatsFromIndexedDB(app) {
	try {
		const tx = (await getDbPromise()).transaction(STORE_NAME);
		const result = await tx.objectStore(STORE_NAME).get(computeKey(app));
		await tx.done;
		return result;
	} catch (e) {
		if (e instanceof FirebaseError) logger.warn(e.message);
		else {
			const idbGetError = ERROR_FACTORY.create("idb-get", { originalErrorMessage: e?.message });
			logger.warn(idbGetError.message);
		}
	}
}
async function writeHeartbeatsToIndexedDB(app, heartbeatObject) {
	try {
		const tx = (await getDbPromise()).transaction(STORE_NAME, "readwrite");
		await tx.objectStore(STORE_NAME).put(heartbeatObject, computeKey(app));
		await tx.done;
	} catch (e) {
		if (e instanceof FirebaseError) logger.warn(e.message);
		else {
			const idbGetError = ERROR_FACTORY.create("idb-set", { originalErrorMessage: e?.message });
			logger.warn(idbGetError.message);
		}
	}
}
function computeKey(app) {
	return `${app.name}!${app.options.appId}`;
}
/**
* @license
* Copyright 2021 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var MAX_HEADER_BYTES = 1024;
var MAX_NUM_STORED_HEARTBEATS = 30;
var HeartbeatServiceImpl = class {
	constructor(container) {
		this.container = container;
		/**
		* In-memory cache for heartbeats, used by getHeartbeatsHeader() to generate
		* the header string.
		* Stores one record per date. This will be consolidated into the standard
		* format of one record per user agent string before being sent as a header.
		* Populated from indexedDB when the controller is instantiated and should
		* be kept in sync with indexedDB.
		* Leave public for easier testing.
		*/
		this._heartbeatsCache = null;
		const app = this.container.getProvider("app").getImmediate();
		this._storage = new HeartbeatStorageImpl(app);
		this._heartbeatsCachePromise = this._storage.read().then((result) => {
			this._heartbeatsCache = result;
			return result;
		});
	}
	/**
	* Called to report a heartbeat. The function will generate
	* a HeartbeatsByUserAgent object, update heartbeatsCache, and persist it
	* to IndexedDB.
	* Note that we only store one heartbeat per day. So if a heartbeat for today is
	* already logged, subsequent calls to this function in the same day will be ignored.
	*/
	async triggerHeartbeat() {
		try {
			const agent = this.container.getProvider("platform-logger").getImmediate().getPlatformInfoString();
			const date = getUTCDateString();
			if (this._heartbeatsCache?.heartbeats == null) {
				this._heartbeatsCache = await this._heartbeatsCachePromise;
				if (this._heartbeatsCache?.heartbeats == null) return;
			}
			if (this._heartbeatsCache.lastSentHeartbeatDate === date || this._heartbeatsCache.heartbeats.some((singleDateHeartbeat) => singleDateHeartbeat.date === date)) return;
			else {
				this._heartbeatsCache.heartbeats.push({
					date,
					agent
				});
				if (this._heartbeatsCache.heartbeats.length > MAX_NUM_STORED_HEARTBEATS) {
					const earliestHeartbeatIdx = getEarliestHeartbeatIdx(this._heartbeatsCache.heartbeats);
					this._heartbeatsCache.heartbeats.splice(earliestHeartbeatIdx, 1);
				}
			}
			return this._storage.overwrite(this._heartbeatsCache);
		} catch (e) {
			logger.warn(e);
		}
	}
	/**
	* Returns a base64 encoded string which can be attached to the heartbeat-specific header directly.
	* It also clears all heartbeats from memory as well as in IndexedDB.
	*
	* NOTE: Consuming product SDKs should not send the header if this method
	* returns an empty string.
	*/
	async getHeartbeatsHeader() {
		try {
			if (this._heartbeatsCache === null) await this._heartbeatsCachePromise;
			if (this._heartbeatsCache?.heartbeats == null || this._heartbeatsCache.heartbeats.length === 0) return "";
			const date = getUTCDateString();
			const { heartbeatsToSend, unsentEntries } = extractHeartbeatsForHeader(this._heartbeatsCache.heartbeats);
			const headerString = base64urlEncodeWithoutPadding(JSON.stringify({
				version: 2,
				heartbeats: heartbeatsToSend
			}));
			this._heartbeatsCache.lastSentHeartbeatDate = date;
			if (unsentEntries.length > 0) {
				this._heartbeatsCache.heartbeats = unsentEntries;
				await this._storage.overwrite(this._heartbeatsCache);
			} else {
				this._heartbeatsCache.heartbeats = [];
				this._storage.overwrite(this._heartbeatsCache);
			}
			return headerString;
		} catch (e) {
			logger.warn(e);
			return "";
		}
	}
};
function getUTCDateString() {
	return (/* @__PURE__ */ new Date()).toISOString().substring(0, 10);
}
function extractHeartbeatsForHeader(heartbeatsCache, maxSize = MAX_HEADER_BYTES) {
	const heartbeatsToSend = [];
	let unsentEntries = heartbeatsCache.slice();
	for (const singleDateHeartbeat of heartbeatsCache) {
		const heartbeatEntry = heartbeatsToSend.find((hb) => hb.agent === singleDateHeartbeat.agent);
		if (!heartbeatEntry) {
			heartbeatsToSend.push({
				agent: singleDateHeartbeat.agent,
				dates: [singleDateHeartbeat.date]
			});
			if (countBytes(heartbeatsToSend) > maxSize) {
				heartbeatsToSend.pop();
				break;
			}
		} else {
			heartbeatEntry.dates.push(singleDateHeartbeat.date);
			if (countBytes(heartbeatsToSend) > maxSize) {
				heartbeatEntry.dates.pop();
				break;
			}
		}
		unsentEntries = unsentEntries.slice(1);
	}
	return {
		heartbeatsToSend,
		unsentEntries
	};
}
var HeartbeatStorageImpl = class {
	constructor(app) {
		this.app = app;
		this._canUseIndexedDBPromise = this.runIndexedDBEnvironmentCheck();
	}
	async runIndexedDBEnvironmentCheck() {
		if (!isIndexedDBAvailable()) return false;
		else return validateIndexedDBOpenable().then(() => true).catch(() => false);
	}
	/**
	* Read all heartbeats.
	*/
	async read() {
		if (!await this._canUseIndexedDBPromise) return { heartbeats: [] };
		else {
			const idbHeartbeatObject = await readHeartbeatsFromIndexedDB(this.app);
			if (idbHeartbeatObject?.heartbeats) return idbHeartbeatObject;
			else return { heartbeats: [] };
		}
	}
	async overwrite(heartbeatsObject) {
		if (!await this._canUseIndexedDBPromise) return;
		else {
			const existingHeartbeatsObject = await this.read();
			return writeHeartbeatsToIndexedDB(this.app, {
				lastSentHeartbeatDate: heartbeatsObject.lastSentHeartbeatDate ?? existingHeartbeatsObject.lastSentHeartbeatDate,
				heartbeats: heartbeatsObject.heartbeats
			});
		}
	}
	async add(heartbeatsObject) {
		if (!await this._canUseIndexedDBPromise) return;
		else {
			const existingHeartbeatsObject = await this.read();
			return writeHeartbeatsToIndexedDB(this.app, {
				lastSentHeartbeatDate: heartbeatsObject.lastSentHeartbeatDate ?? existingHeartbeatsObject.lastSentHeartbeatDate,
				heartbeats: [...existingHeartbeatsObject.heartbeats, ...heartbeatsObject.heartbeats]
			});
		}
	}
};
/**
* Calculate bytes of a HeartbeatsByUserAgent array after being wrapped
* in a platform logging header JSON object, stringified, and converted
* to base 64.
*/
function countBytes(heartbeatsCache) {
	return base64urlEncodeWithoutPadding(JSON.stringify({
		version: 2,
		heartbeats: heartbeatsCache
	})).length;
}
/**
* Returns the index of the heartbeat with the earliest date.
* If the heartbeats array is empty, -1 is returned.
*/
function getEarliestHeartbeatIdx(heartbeats) {
	if (heartbeats.length === 0) return -1;
	let earliestHeartbeatIdx = 0;
	let earliestHeartbeatDate = heartbeats[0].date;
	for (let i = 1; i < heartbeats.length; i++) if (heartbeats[i].date < earliestHeartbeatDate) {
		earliestHeartbeatDate = heartbeats[i].date;
		earliestHeartbeatIdx = i;
	}
	return earliestHeartbeatIdx;
}
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function registerCoreComponents(variant) {
	_registerComponent(new Component("platform-logger", (container) => new PlatformLoggerServiceImpl(container), "PRIVATE"));
	_registerComponent(new Component("heartbeat", (container) => new HeartbeatServiceImpl(container), "PRIVATE"));
	registerVersion(name$q, version$1, variant);
	registerVersion(name$q, version$1, "esm2020");
	registerVersion("fire-js", "");
}
/**
* Firebase App
*
* @remarks This package coordinates the communication between the different Firebase components
* @packageDocumentation
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
registerCoreComponents("");
// ../node_modules/@firebase/webchannel-wrapper/dist/bloom-blob/esm/bloom_blob_es2018.js
var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
var bloom_blob_es2018 = {};
/** @license
Copyright The Closure Library Authors.
SPDX-License-Identifier: Apache-2.0
*/
var Integer;
(function() {
	var h;
	/** @license
	
	Copyright The Closure Library Authors.
	SPDX-License-Identifier: Apache-2.0
	*/
	function k(d, a) {
		function c() {}
		c.prototype = a.prototype;
		d.F = a.prototype;
		d.prototype = new c();
		d.prototype.constructor = d;
		d.D = function(f, e, g) {
			for (var b = Array(arguments.length - 2), r = 2; r < arguments.length; r++) b[r - 2] = arguments[r];
			return a.prototype[e].apply(f, b);
		};
	}
	function l() {
		this.blockSize = -1;
	}
	function m() {
		this.blockSize = -1;
		this.blockSize = 64;
		this.g = Array(4);
		this.C = Array(this.blockSize);
		this.o = this.h = 0;
		this.u();
	}
	k(m, l);
	m.prototype.u = function() {
		this.g[0] = 1732584193;
		this.g[1] = 4023233417;
		this.g[2] = 2562383102;
		this.g[3] = 271733878;
		this.o = this.h = 0;
	};
	function n(d, a, c) {
		c || (c = 0);
		const f = Array(16);
		if (typeof a === "string") for (var e = 0; e < 16; ++e) f[e] = a.charCodeAt(c++) | a.charCodeAt(c++) << 8 | a.charCodeAt(c++) << 16 | a.charCodeAt(c++) << 24;
		else for (e = 0; e < 16; ++e) f[e] = a[c++] | a[c++] << 8 | a[c++] << 16 | a[c++] << 24;
		a = d.g[0];
		c = d.g[1];
		e = d.g[2];
		let g = d.g[3], b;
		b = a + (g ^ c & (e ^ g)) + f[0] + 3614090360 & 4294967295;
		a = c + (b << 7 & 4294967295 | b >>> 25);
		b = g + (e ^ a & (c ^ e)) + f[1] + 3905402710 & 4294967295;
		g = a + (b << 12 & 4294967295 | b >>> 20);
		b = e + (c ^ g & (a ^ c)) + f[2] + 606105819 & 4294967295;
		e = g + (b << 17 & 4294967295 | b >>> 15);
		b = c + (a ^ e & (g ^ a)) + f[3] + 3250441966 & 4294967295;
		c = e + (b << 22 & 4294967295 | b >>> 10);
		b = a + (g ^ c & (e ^ g)) + f[4] + 4118548399 & 4294967295;
		a = c + (b << 7 & 4294967295 | b >>> 25);
		b = g + (e ^ a & (c ^ e)) + f[5] + 1200080426 & 4294967295;
		g = a + (b << 12 & 4294967295 | b >>> 20);
		b = e + (c ^ g & (a ^ c)) + f[6] + 2821735955 & 4294967295;
		e = g + (b << 17 & 4294967295 | b >>> 15);
		b = c + (a ^ e & (g ^ a)) + f[7] + 4249261313 & 4294967295;
		c = e + (b << 22 & 4294967295 | b >>> 10);
		b = a + (g ^ c & (e ^ g)) + f[8] + 1770035416 & 4294967295;
		a = c + (b << 7 & 4294967295 | b >>> 25);
		b = g + (e ^ a & (c ^ e)) + f[9] + 2336552879 & 4294967295;
		g = a + (b << 12 & 4294967295 | b >>> 20);
		b = e + (c ^ g & (a ^ c)) + f[10] + 4294925233 & 4294967295;
		e = g + (b << 17 & 4294967295 | b >>> 15);
		b = c + (a ^ e & (g ^ a)) + f[11] + 2304563134 & 4294967295;
		c = e + (b << 22 & 4294967295 | b >>> 10);
		b = a + (g ^ c & (e ^ g)) + f[12] + 1804603682 & 4294967295;
		a = c + (b << 7 & 4294967295 | b >>> 25);
		b = g + (e ^ a & (c ^ e)) + f[13] + 4254626195 & 4294967295;
		g = a + (b << 12 & 4294967295 | b >>> 20);
		b = e + (c ^ g & (a ^ c)) + f[14] + 2792965006 & 4294967295;
		e = g + (b << 17 & 4294967295 | b >>> 15);
		b = c + (a ^ e & (g ^ a)) + f[15] + 1236535329 & 4294967295;
		c = e + (b << 22 & 4294967295 | b >>> 10);
		b = a + (e ^ g & (c ^ e)) + f[1] + 4129170786 & 4294967295;
		a = c + (b << 5 & 4294967295 | b >>> 27);
		b = g + (c ^ e & (a ^ c)) + f[6] + 3225465664 & 4294967295;
		g = a + (b << 9 & 4294967295 | b >>> 23);
		b = e + (a ^ c & (g ^ a)) + f[11] + 643717713 & 4294967295;
		e = g + (b << 14 & 4294967295 | b >>> 18);
		b = c + (g ^ a & (e ^ g)) + f[0] + 3921069994 & 4294967295;
		c = e + (b << 20 & 4294967295 | b >>> 12);
		b = a + (e ^ g & (c ^ e)) + f[5] + 3593408605 & 4294967295;
		a = c + (b << 5 & 4294967295 | b >>> 27);
		b = g + (c ^ e & (a ^ c)) + f[10] + 38016083 & 4294967295;
		g = a + (b << 9 & 4294967295 | b >>> 23);
		b = e + (a ^ c & (g ^ a)) + f[15] + 3634488961 & 4294967295;
		e = g + (b << 14 & 4294967295 | b >>> 18);
		b = c + (g ^ a & (e ^ g)) + f[4] + 3889429448 & 4294967295;
		c = e + (b << 20 & 4294967295 | b >>> 12);
		b = a + (e ^ g & (c ^ e)) + f[9] + 568446438 & 4294967295;
		a = c + (b << 5 & 4294967295 | b >>> 27);
		b = g + (c ^ e & (a ^ c)) + f[14] + 3275163606 & 4294967295;
		g = a + (b << 9 & 4294967295 | b >>> 23);
		b = e + (a ^ c & (g ^ a)) + f[3] + 4107603335 & 4294967295;
		e = g + (b << 14 & 4294967295 | b >>> 18);
		b = c + (g ^ a & (e ^ g)) + f[8] + 1163531501 & 4294967295;
		c = e + (b << 20 & 4294967295 | b >>> 12);
		b = a + (e ^ g & (c ^ e)) + f[13] + 2850285829 & 4294967295;
		a = c + (b << 5 & 4294967295 | b >>> 27);
		b = g + (c ^ e & (a ^ c)) + f[2] + 4243563512 & 4294967295;
		g = a + (b << 9 & 4294967295 | b >>> 23);
		b = e + (a ^ c & (g ^ a)) + f[7] + 1735328473 & 4294967295;
		e = g + (b << 14 & 4294967295 | b >>> 18);
		b = c + (g ^ a & (e ^ g)) + f[12] + 2368359562 & 4294967295;
		c = e + (b << 20 & 4294967295 | b >>> 12);
		b = a + (c ^ e ^ g) + f[5] + 4294588738 & 4294967295;
		a = c + (b << 4 & 4294967295 | b >>> 28);
		b = g + (a ^ c ^ e) + f[8] + 2272392833 & 4294967295;
		g = a + (b << 11 & 4294967295 | b >>> 21);
		b = e + (g ^ a ^ c) + f[11] + 1839030562 & 4294967295;
		e = g + (b << 16 & 4294967295 | b >>> 16);
		b = c + (e ^ g ^ a) + f[14] + 4259657740 & 4294967295;
		c = e + (b << 23 & 4294967295 | b >>> 9);
		b = a + (c ^ e ^ g) + f[1] + 2763975236 & 4294967295;
		a = c + (b << 4 & 4294967295 | b >>> 28);
		b = g + (a ^ c ^ e) + f[4] + 1272893353 & 4294967295;
		g = a + (b << 11 & 4294967295 | b >>> 21);
		b = e + (g ^ a ^ c) + f[7] + 4139469664 & 4294967295;
		e = g + (b << 16 & 4294967295 | b >>> 16);
		b = c + (e ^ g ^ a) + f[10] + 3200236656 & 4294967295;
		c = e + (b << 23 & 4294967295 | b >>> 9);
		b = a + (c ^ e ^ g) + f[13] + 681279174 & 4294967295;
		a = c + (b << 4 & 4294967295 | b >>> 28);
		b = g + (a ^ c ^ e) + f[0] + 3936430074 & 4294967295;
		g = a + (b << 11 & 4294967295 | b >>> 21);
		b = e + (g ^ a ^ c) + f[3] + 3572445317 & 4294967295;
		e = g + (b << 16 & 4294967295 | b >>> 16);
		b = c + (e ^ g ^ a) + f[6] + 76029189 & 4294967295;
		c = e + (b << 23 & 4294967295 | b >>> 9);
		b = a + (c ^ e ^ g) + f[9] + 3654602809 & 4294967295;
		a = c + (b << 4 & 4294967295 | b >>> 28);
		b = g + (a ^ c ^ e) + f[12] + 3873151461 & 4294967295;
		g = a + (b << 11 & 4294967295 | b >>> 21);
		b = e + (g ^ a ^ c) + f[15] + 530742520 & 4294967295;
		e = g + (b << 16 & 4294967295 | b >>> 16);
		b = c + (e ^ g ^ a) + f[2] + 3299628645 & 4294967295;
		c = e + (b << 23 & 4294967295 | b >>> 9);
		b = a + (e ^ (c | ~g)) + f[0] + 4096336452 & 4294967295;
		a = c + (b << 6 & 4294967295 | b >>> 26);
		b = g + (c ^ (a | ~e)) + f[7] + 1126891415 & 4294967295;
		g = a + (b << 10 & 4294967295 | b >>> 22);
		b = e + (a ^ (g | ~c)) + f[14] + 2878612391 & 4294967295;
		e = g + (b << 15 & 4294967295 | b >>> 17);
		b = c + (g ^ (e | ~a)) + f[5] + 4237533241 & 4294967295;
		c = e + (b << 21 & 4294967295 | b >>> 11);
		b = a + (e ^ (c | ~g)) + f[12] + 1700485571 & 4294967295;
		a = c + (b << 6 & 4294967295 | b >>> 26);
		b = g + (c ^ (a | ~e)) + f[3] + 2399980690 & 4294967295;
		g = a + (b << 10 & 4294967295 | b >>> 22);
		b = e + (a ^ (g | ~c)) + f[10] + 4293915773 & 4294967295;
		e = g + (b << 15 & 4294967295 | b >>> 17);
		b = c + (g ^ (e | ~a)) + f[1] + 2240044497 & 4294967295;
		c = e + (b << 21 & 4294967295 | b >>> 11);
		b = a + (e ^ (c | ~g)) + f[8] + 1873313359 & 4294967295;
		a = c + (b << 6 & 4294967295 | b >>> 26);
		b = g + (c ^ (a | ~e)) + f[15] + 4264355552 & 4294967295;
		g = a + (b << 10 & 4294967295 | b >>> 22);
		b = e + (a ^ (g | ~c)) + f[6] + 2734768916 & 4294967295;
		e = g + (b << 15 & 4294967295 | b >>> 17);
		b = c + (g ^ (e | ~a)) + f[13] + 1309151649 & 4294967295;
		c = e + (b << 21 & 4294967295 | b >>> 11);
		b = a + (e ^ (c | ~g)) + f[4] + 4149444226 & 4294967295;
		a = c + (b << 6 & 4294967295 | b >>> 26);
		b = g + (c ^ (a | ~e)) + f[11] + 3174756917 & 4294967295;
		g = a + (b << 10 & 4294967295 | b >>> 22);
		b = e + (a ^ (g | ~c)) + f[2] + 718787259 & 4294967295;
		e = g + (b << 15 & 4294967295 | b >>> 17);
		b = c + (g ^ (e | ~a)) + f[9] + 3951481745 & 4294967295;
		d.g[0] = d.g[0] + a & 4294967295;
		d.g[1] = d.g[1] + (e + (b << 21 & 4294967295 | b >>> 11)) & 4294967295;
		d.g[2] = d.g[2] + e & 4294967295;
		d.g[3] = d.g[3] + g & 4294967295;
	}
	m.prototype.v = function(d, a) {
		a === void 0 && (a = d.length);
		const c = a - this.blockSize, f = this.C;
		let e = this.h, g = 0;
		for (; g < a;) {
			if (e == 0) for (; g <= c;) n(this, d, g), g += this.blockSize;
			if (typeof d === "string") {
				for (; g < a;) if (f[e++] = d.charCodeAt(g++), e == this.blockSize) {
					n(this, f);
					e = 0;
					break;
				}
			} else for (; g < a;) if (f[e++] = d[g++], e == this.blockSize) {
				n(this, f);
				e = 0;
				break;
			}
		}
		this.h = e;
		this.o += a;
	};
	m.prototype.A = function() {
		var d = Array((this.h < 56 ? this.blockSize : this.blockSize * 2) - this.h);
		d[0] = 128;
		for (var a = 1; a < d.length - 8; ++a) d[a] = 0;
		a = this.o * 8;
		for (var c = d.length - 8; c < d.length; ++c) d[c] = a & 255, a /= 256;
		this.v(d);
		d = Array(16);
		a = 0;
		for (c = 0; c < 4; ++c) for (let f = 0; f < 32; f += 8) d[a++] = this.g[c] >>> f & 255;
		return d;
	};
	function p(d, a) {
		var c = q;
		return Object.prototype.hasOwnProperty.call(c, d) ? c[d] : c[d] = a(d);
	}
	function t(d, a) {
		this.h = a;
		const c = [];
		let f = true;
		for (let e = d.length - 1; e >= 0; e--) {
			const g = d[e] | 0;
			f && g == a || (c[e] = g, f = false);
		}
		this.g = c;
	}
	var q = {};
	function u(d) {
		return -128 <= d && d < 128 ? p(d, function(a) {
			return new t([a | 0], a < 0 ? -1 : 0);
		}) : new t([d | 0], d < 0 ? -1 : 0);
	}
	function v(d) {
		if (isNaN(d) || !isFinite(d)) return w;
		if (d < 0) return x(v(-d));
		const a = [];
		let c = 1;
		for (let f = 0; d >= c; f++) a[f] = d / c | 0, c *= 4294967296;
		return new t(a, 0);
	}
	function y(d, a) {
		if (d.length == 0) throw Error("number format error: empty string");
		a = a || 10;
		if (a < 2 || 36 < a) throw Error("radix out of range: " + a);
		if (d.charAt(0) == "-") return x(y(d.substring(1), a));
		if (d.indexOf("-") >= 0) throw Error("number format error: interior \"-\" character");
		const c = v(Math.pow(a, 8));
		let f = w;
		for (let g = 0; g < d.length; g += 8) {
			var e = Math.min(8, d.length - g);
			const b = parseInt(d.substring(g, g + e), a);
			e < 8 ? (e = v(Math.pow(a, e)), f = f.j(e).add(v(b))) : (f = f.j(c), f = f.add(v(b)));
		}
		return f;
	}
	var w = u(0), z = u(1), A = u(16777216);
	h = t.prototype;
	h.m = function() {
		if (B(this)) return -x(this).m();
		let d = 0, a = 1;
		for (let c = 0; c < this.g.length; c++) {
			const f = this.i(c);
			d += (f >= 0 ? f : 4294967296 + f) * a;
			a *= 4294967296;
		}
		return d;
	};
	h.toString = function(d) {
		d = d || 10;
		if (d < 2 || 36 < d) throw Error("radix out of range: " + d);
		if (C(this)) return "0";
		if (B(this)) return "-" + x(this).toString(d);
		const a = v(Math.pow(d, 6));
		var c = this;
		let f = "";
		for (;;) {
			const e = D(c, a).g;
			c = F(c, e.j(a));
			let g = ((c.g.length > 0 ? c.g[0] : c.h) >>> 0).toString(d);
			c = e;
			if (C(c)) return g + f;
			for (; g.length < 6;) g = "0" + g;
			f = g + f;
		}
	};
	h.i = function(d) {
		return d < 0 ? 0 : d < this.g.length ? this.g[d] : this.h;
	};
	function C(d) {
		if (d.h != 0) return false;
		for (let a = 0; a < d.g.length; a++) if (d.g[a] != 0) return false;
		return true;
	}
	function B(d) {
		return d.h == -1;
	}
	h.l = function(d) {
		d = F(this, d);
		return B(d) ? -1 : C(d) ? 0 : 1;
	};
	function x(d) {
		const a = d.g.length, c = [];
		for (let f = 0; f < a; f++) c[f] = ~d.g[f];
		return new t(c, ~d.h).add(z);
	}
	h.abs = function() {
		return B(this) ? x(this) : this;
	};
	h.add = function(d) {
		const a = Math.max(this.g.length, d.g.length), c = [];
		let f = 0;
		for (let e = 0; e <= a; e++) {
			let g = f + (this.i(e) & 65535) + (d.i(e) & 65535), b = (g >>> 16) + (this.i(e) >>> 16) + (d.i(e) >>> 16);
			f = b >>> 16;
			g &= 65535;
			b &= 65535;
			c[e] = b << 16 | g;
		}
		return new t(c, c[c.length - 1] & -2147483648 ? -1 : 0);
	};
	function F(d, a) {
		return d.add(x(a));
	}
	h.j = function(d) {
		if (C(this) || C(d)) return w;
		if (B(this)) return B(d) ? x(this).j(x(d)) : x(x(this).j(d));
		if (B(d)) return x(this.j(x(d)));
		if (this.l(A) < 0 && d.l(A) < 0) return v(this.m() * d.m());
		const a = this.g.length + d.g.length, c = [];
		for (var f = 0; f < 2 * a; f++) c[f] = 0;
		for (f = 0; f < this.g.length; f++) for (let e = 0; e < d.g.length; e++) {
			const g = this.i(f) >>> 16, b = this.i(f) & 65535, r = d.i(e) >>> 16, E = d.i(e) & 65535;
			c[2 * f + 2 * e] += b * E;
			G(c, 2 * f + 2 * e);
			c[2 * f + 2 * e + 1] += g * E;
			G(c, 2 * f + 2 * e + 1);
			c[2 * f + 2 * e + 1] += b * r;
			G(c, 2 * f + 2 * e + 1);
			c[2 * f + 2 * e + 2] += g * r;
			G(c, 2 * f + 2 * e + 2);
		}
		for (d = 0; d < a; d++) c[d] = c[2 * d + 1] << 16 | c[2 * d];
		for (d = a; d < 2 * a; d++) c[d] = 0;
		return new t(c, 0);
	};
	function G(d, a) {
		for (; (d[a] & 65535) != d[a];) d[a + 1] += d[a] >>> 16, d[a] &= 65535, a++;
	}
	function H(d, a) {
		this.g = d;
		this.h = a;
	}
	function D(d, a) {
		if (C(a)) throw Error("division by zero");
		if (C(d)) return new H(w, w);
		if (B(d)) return a = D(x(d), a), new H(x(a.g), x(a.h));
		if (B(a)) return a = D(d, x(a)), new H(x(a.g), a.h);
		if (d.g.length > 30) {
			if (B(d) || B(a)) throw Error("slowDivide_ only works with positive integers.");
			for (var c = z, f = a; f.l(d) <= 0;) c = I(c), f = I(f);
			var e = J(c, 1), g = J(f, 1);
			f = J(f, 2);
			for (c = J(c, 2); !C(f);) {
				var b = g.add(f);
				b.l(d) <= 0 && (e = e.add(c), g = b);
				f = J(f, 1);
				c = J(c, 1);
			}
			a = F(d, e.j(a));
			return new H(e, a);
		}
		for (e = w; d.l(a) >= 0;) {
			c = Math.max(1, Math.floor(d.m() / a.m()));
			f = Math.ceil(Math.log(c) / Math.LN2);
			f = f <= 48 ? 1 : Math.pow(2, f - 48);
			g = v(c);
			for (b = g.j(a); B(b) || b.l(d) > 0;) c -= f, g = v(c), b = g.j(a);
			C(g) && (g = z);
			e = e.add(g);
			d = F(d, b);
		}
		return new H(e, d);
	}
	h.B = function(d) {
		return D(this, d).h;
	};
	h.and = function(d) {
		const a = Math.max(this.g.length, d.g.length), c = [];
		for (let f = 0; f < a; f++) c[f] = this.i(f) & d.i(f);
		return new t(c, this.h & d.h);
	};
	h.or = function(d) {
		const a = Math.max(this.g.length, d.g.length), c = [];
		for (let f = 0; f < a; f++) c[f] = this.i(f) | d.i(f);
		return new t(c, this.h | d.h);
	};
	h.xor = function(d) {
		const a = Math.max(this.g.length, d.g.length), c = [];
		for (let f = 0; f < a; f++) c[f] = this.i(f) ^ d.i(f);
		return new t(c, this.h ^ d.h);
	};
	function I(d) {
		const a = d.g.length + 1, c = [];
		for (let f = 0; f < a; f++) c[f] = d.i(f) << 1 | d.i(f - 1) >>> 31;
		return new t(c, d.h);
	}
	function J(d, a) {
		const c = a >> 5;
		a %= 32;
		const f = d.g.length - c, e = [];
		for (let g = 0; g < f; g++) e[g] = a > 0 ? d.i(g + c) >>> a | d.i(g + c + 1) << 32 - a : d.i(g + c);
		return new t(e, d.h);
	}
	m.prototype.digest = m.prototype.A;
	m.prototype.reset = m.prototype.u;
	m.prototype.update = m.prototype.v;
	bloom_blob_es2018.Md5 = m;
	t.prototype.add = t.prototype.add;
	t.prototype.multiply = t.prototype.j;
	t.prototype.modulo = t.prototype.B;
	t.prototype.compare = t.prototype.l;
	t.prototype.toNumber = t.prototype.m;
	t.prototype.toString = t.prototype.toString;
	t.prototype.getBits = t.prototype.i;
	t.fromNumber = v;
	t.fromString = y;
	Integer = bloom_blob_es2018.Integer = t;
}).apply(typeof commonjsGlobal !== "undefined" ? commonjsGlobal : typeof self !== "undefined" ? self : typeof window !== "undefined" ? window : {});
// ../node_modules/@firebase/firestore/dist/lite/common-DVPKqzmh.node.mjs
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Simple wrapper around a nullable UID. Mostly exists to make code more
* readable.
*/
var User = class {
	constructor(uid) {
		this.uid = uid;
	}
	isAuthenticated() {
		return this.uid != null;
	}
	/**
	* Returns a key representing this user, suitable for inclusion in a
	* dictionary.
	*/
	toKey() {
		if (this.isAuthenticated()) return "uid:" + this.uid;
		else return "anonymous-user";
	}
	isEqual(otherUser) {
		return otherUser.uid === this.uid;
	}
};
/** A user with a null UID. */
User.UNAUTHENTICATED = new User(null);
User.GOOGLE_CREDENTIALS = new User("google-credentials-uid");
User.FIRST_PARTY = new User("first-party-uid");
User.MOCK_USER = new User("mock-user");
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/** The semver (www.semver.org) version of the SDK. */
var SDK_VERSION = "12.19.0";
function setSDKVersion(version) {
	SDK_VERSION = version;
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/** Formats an object as a JSON string, suitable for logging. */
function formatJSON(value) {
	return inspect(value, { depth: 100 });
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var logClient = new Logger("@firebase/firestore");
function logDebug(msg, ...obj) {
	if (logClient.logLevel <= LogLevel.DEBUG) {
		const args = obj.map(argToString);
		logClient.debug(`Firestore (${SDK_VERSION}): ${msg}`, ...args);
	}
}
function logError(msg, ...obj) {
	if (logClient.logLevel <= LogLevel.ERROR) {
		const args = obj.map(argToString);
		logClient.error(`Firestore (${SDK_VERSION}): ${msg}`, ...args);
	}
}
/**
* @internal
*/
function logWarn(msg, ...obj) {
	if (logClient.logLevel <= LogLevel.WARN) {
		const args = obj.map(argToString);
		logClient.warn(`Firestore (${SDK_VERSION}): ${msg}`, ...args);
	}
}
/**
* Converts an additional log parameter to a string representation.
*/
function argToString(obj) {
	if (typeof obj === "string") return obj;
	else try {
		return formatJSON(obj);
	} catch (e) {
		return obj;
	}
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function fail(id, messageOrContext, context) {
	let message = "Unexpected state";
	if (typeof messageOrContext === "string") message = messageOrContext;
	else context = messageOrContext;
	_fail(id, message, context);
}
function _fail(id, failure, context) {
	let message = `FIRESTORE (${SDK_VERSION}) INTERNAL ASSERTION FAILED: ${failure} (ID: ${id.toString(16)})`;
	if (context !== void 0) try {
		const stringContext = JSON.stringify(context);
		message += " CONTEXT: " + stringContext;
	} catch (e) {
		message += " CONTEXT: " + context;
	}
	logError(message);
	throw new Error(message);
}
function hardAssert(assertion, id, messageOrContext, context) {
	let message = "Unexpected state";
	if (typeof messageOrContext === "string") message = messageOrContext;
	else context = messageOrContext;
	if (!assertion) _fail(id, message, context);
}
/**
* Casts `obj` to `T`. In non-production builds, verifies that `obj` is an
* instance of `T` before casting.
*/
function debugCast(obj, constructor) {
	return obj;
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Code = {
	/** Not an error; returned on success. */
	OK: "ok",
	/** The operation was cancelled (typically by the caller). */
	CANCELLED: "cancelled",
	/** Unknown error or an error from a different error domain. */
	UNKNOWN: "unknown",
	/**
	* Client specified an invalid argument. Note that this differs from
	* FAILED_PRECONDITION. INVALID_ARGUMENT indicates arguments that are
	* problematic regardless of the state of the system (e.g., a malformed file
	* name).
	*/
	INVALID_ARGUMENT: "invalid-argument",
	/**
	* Deadline expired before operation could complete. For operations that
	* change the state of the system, this error may be returned even if the
	* operation has completed successfully. For example, a successful response
	* from a server could have been delayed long enough for the deadline to
	* expire.
	*/
	DEADLINE_EXCEEDED: "deadline-exceeded",
	/** Some requested entity (e.g., file or directory) was not found. */
	NOT_FOUND: "not-found",
	/**
	* Some entity that we attempted to create (e.g., file or directory) already
	* exists.
	*/
	ALREADY_EXISTS: "already-exists",
	/**
	* The caller does not have permission to execute the specified operation.
	* PERMISSION_DENIED must not be used for rejections caused by exhausting
	* some resource (use RESOURCE_EXHAUSTED instead for those errors).
	* PERMISSION_DENIED must not be used if the caller cannot be identified
	* (use UNAUTHENTICATED instead for those errors).
	*/
	PERMISSION_DENIED: "permission-denied",
	/**
	* The request does not have valid authentication credentials for the
	* operation.
	*/
	UNAUTHENTICATED: "unauthenticated",
	/**
	* Some resource has been exhausted, perhaps a per-user quota, or perhaps the
	* entire file system is out of space.
	*/
	RESOURCE_EXHAUSTED: "resource-exhausted",
	/**
	* Operation was rejected because the system is not in a state required for
	* the operation's execution. For example, directory to be deleted may be
	* non-empty, an rmdir operation is applied to a non-directory, etc.
	*
	* A litmus test that may help a service implementor in deciding
	* between FAILED_PRECONDITION, ABORTED, and UNAVAILABLE:
	*  (a) Use UNAVAILABLE if the client can retry just the failing call.
	*  (b) Use ABORTED if the client should retry at a higher-level
	*      (e.g., restarting a read-modify-write sequence).
	*  (c) Use FAILED_PRECONDITION if the client should not retry until
	*      the system state has been explicitly fixed. E.g., if an "rmdir"
	*      fails because the directory is non-empty, FAILED_PRECONDITION
	*      should be returned since the client should not retry unless
	*      they have first fixed up the directory by deleting files from it.
	*  (d) Use FAILED_PRECONDITION if the client performs conditional
	*      REST Get/Update/Delete on a resource and the resource on the
	*      server does not match the condition. E.g., conflicting
	*      read-modify-write on the same resource.
	*/
	FAILED_PRECONDITION: "failed-precondition",
	/**
	* The operation was aborted, typically due to a concurrency issue like
	* sequencer check failures, transaction aborts, etc.
	*
	* See litmus test above for deciding between FAILED_PRECONDITION, ABORTED,
	* and UNAVAILABLE.
	*/
	ABORTED: "aborted",
	/**
	* Operation was attempted past the valid range. E.g., seeking or reading
	* past end of file.
	*
	* Unlike INVALID_ARGUMENT, this error indicates a problem that may be fixed
	* if the system state changes. For example, a 32-bit file system will
	* generate INVALID_ARGUMENT if asked to read at an offset that is not in the
	* range [0,2^32-1], but it will generate OUT_OF_RANGE if asked to read from
	* an offset past the current file size.
	*
	* There is a fair bit of overlap between FAILED_PRECONDITION and
	* OUT_OF_RANGE. We recommend using OUT_OF_RANGE (the more specific error)
	* when it applies so that callers who are iterating through a space can
	* easily look for an OUT_OF_RANGE error to detect when they are done.
	*/
	OUT_OF_RANGE: "out-of-range",
	/** Operation is not implemented or not supported/enabled in this service. */
	UNIMPLEMENTED: "unimplemented",
	/**
	* Internal errors. Means some invariants expected by underlying System has
	* been broken. If you see one of these errors, Something is very broken.
	*/
	INTERNAL: "internal",
	/**
	* The service is currently unavailable. This is a most likely a transient
	* condition and may be corrected by retrying with a backoff.
	*
	* See litmus test above for deciding between FAILED_PRECONDITION, ABORTED,
	* and UNAVAILABLE.
	*/
	UNAVAILABLE: "unavailable",
	/** Unrecoverable data loss or corruption. */
	DATA_LOSS: "data-loss"
};
/** An error returned by a Firestore operation. */
var FirestoreError = class extends FirebaseError {
	/** @hideconstructor */
	constructor(code, message) {
		super(code, message);
		this.code = code;
		this.message = message;
		this.toString = () => `${this.name}: [code=${this.code}]: ${this.message}`;
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var OAuthToken = class {
	constructor(value, user) {
		this.user = user;
		this.type = "OAuth";
		this.headers = /* @__PURE__ */ new Map();
		this.headers.set("Authorization", `Bearer ${value}`);
	}
};
/**
* A CredentialsProvider that always yields an empty token.
* @internal
*/
var EmptyAuthCredentialsProvider = class {
	getToken() {
		return Promise.resolve(null);
	}
	invalidateToken() {}
	start(asyncQueue, changeListener) {
		asyncQueue.enqueueRetryable(() => changeListener(User.UNAUTHENTICATED));
	}
	shutdown() {}
};
/**
* A CredentialsProvider that always returns a constant token. Used for
* emulator token mocking.
*/
var EmulatorAuthCredentialsProvider = class {
	constructor(token) {
		this.token = token;
		/**
		* Stores the listener registered with setChangeListener()
		* This isn't actually necessary since the UID never changes, but we use this
		* to verify the listen contract is adhered to in tests.
		*/
		this.changeListener = null;
	}
	getToken() {
		return Promise.resolve(this.token);
	}
	invalidateToken() {}
	start(asyncQueue, changeListener) {
		this.changeListener = changeListener;
		asyncQueue.enqueueRetryable(() => changeListener(this.token.user));
	}
	shutdown() {
		this.changeListener = null;
	}
};
/** Credential provider for the Lite SDK. */
var LiteAuthCredentialsProvider = class {
	constructor(authProvider) {
		this.auth = null;
		authProvider.onInit((auth) => {
			this.auth = auth;
		});
	}
	getToken() {
		if (!this.auth) return Promise.resolve(null);
		return this.auth.getToken().then((tokenData) => {
			if (tokenData) {
				hardAssert(typeof tokenData.accessToken === "string", 42297, { tokenData });
				return new OAuthToken(tokenData.accessToken, new User(this.auth.getUid()));
			} else return null;
		});
	}
	invalidateToken() {}
	start(asyncQueue, changeListener) {}
	shutdown() {}
};
var FirstPartyToken = class {
	constructor(sessionIndex, iamToken, authTokenFactory) {
		this.sessionIndex = sessionIndex;
		this.iamToken = iamToken;
		this.authTokenFactory = authTokenFactory;
		this.type = "FirstParty";
		this.user = User.FIRST_PARTY;
		this._headers = /* @__PURE__ */ new Map();
	}
	/**
	* Gets an authorization token, using a provided factory function, or return
	* null.
	*/
	getAuthToken() {
		if (this.authTokenFactory) return this.authTokenFactory();
		else return null;
	}
	get headers() {
		this._headers.set("X-Goog-AuthUser", this.sessionIndex);
		const authHeaderTokenValue = this.getAuthToken();
		if (authHeaderTokenValue) this._headers.set("Authorization", authHeaderTokenValue);
		if (this.iamToken) this._headers.set("X-Goog-Iam-Authorization-Token", this.iamToken);
		return this._headers;
	}
};
var FirstPartyAuthCredentialsProvider = class {
	constructor(sessionIndex, iamToken, authTokenFactory) {
		this.sessionIndex = sessionIndex;
		this.iamToken = iamToken;
		this.authTokenFactory = authTokenFactory;
	}
	getToken() {
		return Promise.resolve(new FirstPartyToken(this.sessionIndex, this.iamToken, this.authTokenFactory));
	}
	start(asyncQueue, changeListener) {
		asyncQueue.enqueueRetryable(() => changeListener(User.FIRST_PARTY));
	}
	shutdown() {}
	invalidateToken() {}
};
var AppCheckToken = class {
	constructor(value) {
		this.value = value;
		this.type = "AppCheck";
		this.headers = /* @__PURE__ */ new Map();
		if (value && value.length > 0) this.headers.set("x-firebase-appcheck", this.value);
	}
};
/** AppCheck token provider for the Lite SDK. */
var LiteAppCheckTokenProvider = class {
	constructor(app, appCheckProvider) {
		this.appCheckProvider = appCheckProvider;
		this.appCheck = null;
		this.serverAppAppCheckToken = null;
		if (_isFirebaseServerApp(app) && app.settings.appCheckToken) this.serverAppAppCheckToken = app.settings.appCheckToken;
		appCheckProvider.onInit((appCheck) => {
			this.appCheck = appCheck;
		});
	}
	getToken() {
		if (this.serverAppAppCheckToken) return Promise.resolve(new AppCheckToken(this.serverAppAppCheckToken));
		if (!this.appCheck) return Promise.resolve(null);
		return this.appCheck.getToken().then((tokenResult) => {
			if (tokenResult) {
				hardAssert(typeof tokenResult.token === "string", 3470, { tokenResult });
				return new AppCheckToken(tokenResult.token);
			} else return null;
		});
	}
	invalidateToken() {}
	start(asyncQueue, changeListener) {}
	shutdown() {}
};
/**
* Builds a CredentialsProvider depending on the type of
* the credentials passed in.
*/
function makeAuthCredentialsProvider(credentials) {
	if (!credentials) return new EmptyAuthCredentialsProvider();
	switch (credentials["type"]) {
		case "firstParty": return new FirstPartyAuthCredentialsProvider(credentials["sessionIndex"] || "0", credentials["iamToken"] || null, credentials["authTokenFactory"] || null);
		case "provider": return credentials["client"];
		default: throw new FirestoreError(Code.INVALID_ARGUMENT, "makeAuthCredentialsProvider failed due to invalid credential type");
	}
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var DatabaseInfo = class {
	/**
	* Constructs a DatabaseInfo using the provided host, databaseId and
	* persistenceKey.
	*
	* @param databaseId - The database to use.
	* @param appId - The Firebase App Id.
	* @param persistenceKey - A unique identifier for this Firestore's local
	* storage (used in conjunction with the databaseId).
	* @param host - The Firestore backend host to connect to.
	* @param ssl - Whether to use SSL when connecting.
	* @param forceLongPolling - Whether to use the forceLongPolling option
	* when using WebChannel as the network transport.
	* @param autoDetectLongPolling - Whether to use the detectBufferingProxy
	* option when using WebChannel as the network transport.
	* @param longPollingOptions - Options that configure long-polling.
	* @param useFetchStreams - Whether to use the Fetch API instead of
	* XMLHTTPRequest
	*/
	constructor(databaseId, appId, persistenceKey, host, ssl, forceLongPolling, autoDetectLongPolling, longPollingOptions, useFetchStreams, isUsingEmulator, apiKey, _customHeaders, grpcFlowControlWindow) {
		this.databaseId = databaseId;
		this.appId = appId;
		this.persistenceKey = persistenceKey;
		this.host = host;
		this.ssl = ssl;
		this.forceLongPolling = forceLongPolling;
		this.autoDetectLongPolling = autoDetectLongPolling;
		this.longPollingOptions = longPollingOptions;
		this.useFetchStreams = useFetchStreams;
		this.isUsingEmulator = isUsingEmulator;
		this.apiKey = apiKey;
		this._customHeaders = _customHeaders;
		this.grpcFlowControlWindow = grpcFlowControlWindow;
	}
};
/** The default database name for a project. */
var DEFAULT_DATABASE_NAME = "(default)";
/**
* Represents the database ID a Firestore client is associated with.
* @internal
*/
var DatabaseId = class DatabaseId {
	constructor(projectId, database) {
		this.projectId = projectId;
		this.database = database ? database : DEFAULT_DATABASE_NAME;
	}
	static empty() {
		return new DatabaseId("", "");
	}
	get isDefaultDatabase() {
		return this.database === DEFAULT_DATABASE_NAME;
	}
	isEqual(other) {
		return other instanceof DatabaseId && other.projectId === this.projectId && other.database === this.database;
	}
};
function databaseIdFromApp(app, database) {
	if (!Object.prototype.hasOwnProperty.apply(app.options, ["projectId"])) throw new FirestoreError(Code.INVALID_ARGUMENT, "\"projectId\" not provided in firebase.initializeApp.");
	return new DatabaseId(app.options.projectId, database);
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Generates `nBytes` of random bytes.
*
* If `nBytes < 0` , an error will be thrown.
*/
function randomBytes$2(nBytes) {
	return randomBytes(nBytes);
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A utility class for generating unique alphanumeric IDs of a specified length.
*
* @internal
* Exported internally for testing purposes.
*/
var AutoId = class {
	static newId() {
		const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
		const maxMultiple = Math.floor(256 / 62) * 62;
		let autoId = "";
		const targetLength = 20;
		while (autoId.length < targetLength) {
			const bytes = randomBytes$2(40);
			for (let i = 0; i < bytes.length; ++i) if (autoId.length < targetLength && bytes[i] < maxMultiple) autoId += chars.charAt(bytes[i] % 62);
		}
		return autoId;
	}
};
function primitiveComparator(left, right) {
	if (left < right) return -1;
	if (left > right) return 1;
	return 0;
}
/** Compare strings in UTF-8 encoded byte order */
function compareUtf8Strings(left, right) {
	const length = Math.min(left.length, right.length);
	for (let i = 0; i < length; i++) {
		const leftChar = left.charAt(i);
		const rightChar = right.charAt(i);
		if (leftChar !== rightChar) return isSurrogate(leftChar) === isSurrogate(rightChar) ? primitiveComparator(leftChar, rightChar) : isSurrogate(leftChar) ? 1 : -1;
	}
	return primitiveComparator(left.length, right.length);
}
var MIN_SURROGATE = 55296;
var MAX_SURROGATE = 57343;
function isSurrogate(s) {
	const c = s.charCodeAt(0);
	return c >= MIN_SURROGATE && c <= MAX_SURROGATE;
}
/** Helper to compare arrays using isEqual(). */
function arrayEquals(left, right, comparator) {
	if (left.length !== right.length) return false;
	return left.every((value, index) => comparator(value, right[index]));
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var DOCUMENT_KEY_NAME = "__name__";
/**
* Path represents an ordered sequence of string segments.
*/
var BasePath = class BasePath {
	constructor(segments, offset, length) {
		if (offset === void 0) offset = 0;
		else if (offset > segments.length) fail(637, {
			offset,
			range: segments.length
		});
		if (length === void 0) length = segments.length - offset;
		else if (length > segments.length - offset) fail(1746, {
			length,
			range: segments.length - offset
		});
		this.segments = segments;
		this.offset = offset;
		this.len = length;
	}
	get length() {
		return this.len;
	}
	isEqual(other) {
		return BasePath.comparator(this, other) === 0;
	}
	child(nameOrPath) {
		const segments = this.segments.slice(this.offset, this.limit());
		if (nameOrPath instanceof BasePath) nameOrPath.forEach((segment) => {
			segments.push(segment);
		});
		else segments.push(nameOrPath);
		return this.construct(segments);
	}
	/** The index of one past the last segment of the path. */
	limit() {
		return this.offset + this.length;
	}
	popFirst(size) {
		size = size === void 0 ? 1 : size;
		return this.construct(this.segments, this.offset + size, this.length - size);
	}
	popLast() {
		return this.construct(this.segments, this.offset, this.length - 1);
	}
	firstSegment() {
		return this.segments[this.offset];
	}
	lastSegment() {
		return this.get(this.length - 1);
	}
	get(index) {
		return this.segments[this.offset + index];
	}
	isEmpty() {
		return this.length === 0;
	}
	isPrefixOf(other) {
		if (other.length < this.length) return false;
		for (let i = 0; i < this.length; i++) if (this.get(i) !== other.get(i)) return false;
		return true;
	}
	isImmediateParentOf(potentialChild) {
		if (this.length + 1 !== potentialChild.length) return false;
		for (let i = 0; i < this.length; i++) if (this.get(i) !== potentialChild.get(i)) return false;
		return true;
	}
	forEach(fn) {
		for (let i = this.offset, end = this.limit(); i < end; i++) fn(this.segments[i]);
	}
	toArray() {
		return this.segments.slice(this.offset, this.limit());
	}
	/**
	* Compare 2 paths segment by segment, prioritizing numeric IDs
	* (e.g., "__id123__") in numeric ascending order, followed by string
	* segments in lexicographical order.
	*/
	static comparator(p1, p2) {
		const len = Math.min(p1.length, p2.length);
		for (let i = 0; i < len; i++) {
			const comparison = BasePath.compareSegments(p1.get(i), p2.get(i));
			if (comparison !== 0) return comparison;
		}
		return primitiveComparator(p1.length, p2.length);
	}
	static compareSegments(lhs, rhs) {
		const isLhsNumeric = BasePath.isNumericId(lhs);
		const isRhsNumeric = BasePath.isNumericId(rhs);
		if (isLhsNumeric && !isRhsNumeric) return -1;
		else if (!isLhsNumeric && isRhsNumeric) return 1;
		else if (isLhsNumeric && isRhsNumeric) return BasePath.extractNumericId(lhs).compare(BasePath.extractNumericId(rhs));
		else return compareUtf8Strings(lhs, rhs);
	}
	static isNumericId(segment) {
		return segment.startsWith("__id") && segment.endsWith("__");
	}
	static extractNumericId(segment) {
		return Integer.fromString(segment.substring(4, segment.length - 2));
	}
};
/**
* A slash-separated path for navigating resources (documents and collections)
* within Firestore.
*
* @internal
*/
var ResourcePath = class ResourcePath extends BasePath {
	construct(segments, offset, length) {
		return new ResourcePath(segments, offset, length);
	}
	canonicalString() {
		return this.toArray().join("/");
	}
	toString() {
		return this.canonicalString();
	}
	toStringWithLeadingSlash() {
		return `/${this.canonicalString()}`;
	}
	/**
	* Returns a string representation of this path
	* where each path segment has been encoded with
	* `encodeURIComponent`.
	*/
	toUriEncodedString() {
		return this.toArray().map(encodeURIComponent).join("/");
	}
	/**
	* Creates a resource path from the given slash-delimited string. If multiple
	* arguments are provided, all components are combined. Leading and trailing
	* slashes from all components are ignored.
	*/
	static fromString(...pathComponents) {
		const segments = [];
		for (const path of pathComponents) {
			if (path.indexOf("//") >= 0) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid segment (${path}). Paths must not contain // in them.`);
			segments.push(...path.split("/").filter((segment) => segment.length > 0));
		}
		return new ResourcePath(segments);
	}
	static emptyPath() {
		return new ResourcePath([]);
	}
};
var identifierRegExp = /^[_a-zA-Z][_a-zA-Z0-9]*$/;
/**
* A dot-separated path for navigating sub-objects within a document.
* @internal
*/
var FieldPath$1 = class FieldPath extends BasePath {
	construct(segments, offset, length) {
		return new FieldPath(segments, offset, length);
	}
	/**
	* Returns true if the string could be used as a segment in a field path
	* without escaping.
	*/
	static isValidIdentifier(segment) {
		return identifierRegExp.test(segment);
	}
	canonicalString() {
		return this.toArray().map((str) => {
			str = str.replace(/\\/g, "\\\\").replace(/`/g, "\\`");
			if (!FieldPath.isValidIdentifier(str)) str = "`" + str + "`";
			return str;
		}).join(".");
	}
	toString() {
		return this.canonicalString();
	}
	/**
	* Returns true if this field references the key of a document.
	*/
	isKeyField() {
		return this.length === 1 && this.get(0) === "__name__";
	}
	/**
	* The field designating the key of a document.
	*/
	static keyField() {
		return new FieldPath([DOCUMENT_KEY_NAME]);
	}
	/**
	* Parses a field string from the given server-formatted string.
	*
	* - Splitting the empty string is not allowed (for now at least).
	* - Empty segments within the string (e.g. if there are two consecutive
	*   separators) are not allowed.
	*
	* TODO(b/37244157): we should make this more strict. Right now, it allows
	* non-identifier path components, even if they aren't escaped.
	*/
	static fromServerFormat(path) {
		const segments = [];
		let current = "";
		let i = 0;
		const addCurrentSegment = () => {
			if (current.length === 0) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid field path (${path}). Paths must not be empty, begin with '.', end with '.', or contain '..'`);
			segments.push(current);
			current = "";
		};
		let inBackticks = false;
		while (i < path.length) {
			const c = path[i];
			if (c === "\\") {
				if (i + 1 === path.length) throw new FirestoreError(Code.INVALID_ARGUMENT, "Path has trailing escape character: " + path);
				const next = path[i + 1];
				if (!(next === "\\" || next === "." || next === "`")) throw new FirestoreError(Code.INVALID_ARGUMENT, "Path has invalid escape sequence: " + path);
				current += next;
				i += 2;
			} else if (c === "`") {
				inBackticks = !inBackticks;
				i++;
			} else if (c === "." && !inBackticks) {
				addCurrentSegment();
				i++;
			} else {
				current += c;
				i++;
			}
		}
		addCurrentSegment();
		if (inBackticks) throw new FirestoreError(Code.INVALID_ARGUMENT, "Unterminated ` in path: " + path);
		return new FieldPath(segments);
	}
	static emptyPath() {
		return new FieldPath([]);
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @internal
*/
var DocumentKey = class DocumentKey {
	constructor(path) {
		this.path = path;
	}
	static fromPath(path) {
		return new DocumentKey(ResourcePath.fromString(path));
	}
	static fromName(name) {
		return new DocumentKey(ResourcePath.fromString(name).popFirst(5));
	}
	static empty() {
		return new DocumentKey(ResourcePath.emptyPath());
	}
	get collectionGroup() {
		return this.path.popLast().lastSegment();
	}
	/** Returns true if the document is in the specified collectionId. */
	hasCollectionId(collectionId) {
		return this.path.length >= 2 && this.path.get(this.path.length - 2) === collectionId;
	}
	/** Returns the collection group (i.e. the name of the parent collection) for this key. */
	getCollectionGroup() {
		return this.path.get(this.path.length - 2);
	}
	/** Returns the fully qualified path to the parent collection. */
	getCollectionPath() {
		return this.path.popLast();
	}
	isEqual(other) {
		return other !== null && ResourcePath.comparator(this.path, other.path) === 0;
	}
	toString() {
		return this.path.toString();
	}
	static comparator(k1, k2) {
		return ResourcePath.comparator(k1.path, k2.path);
	}
	static isDocumentKey(path) {
		return path.length % 2 === 0;
	}
	/**
	* Creates and returns a new document key with the given segments.
	*
	* @param segments - The segments of the path to the document
	* @returns A new instance of DocumentKey
	*/
	static fromSegments(segments) {
		return new DocumentKey(new ResourcePath(segments.slice()));
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function validateNonEmptyArgument(functionName, argumentName, argument) {
	if (!argument) throw new FirestoreError(Code.INVALID_ARGUMENT, `Function ${functionName}() cannot be called with an empty ${argumentName}.`);
}
/**
* Validates that two boolean options are not set at the same time.
* @internal
*/
function validateIsNotUsedTogether(optionName1, argument1, optionName2, argument2) {
	if (argument1 === true && argument2 === true) throw new FirestoreError(Code.INVALID_ARGUMENT, `${optionName1} and ${optionName2} cannot be used together.`);
}
/**
* Validates that `path` refers to a document (indicated by the fact it contains
* an even numbers of segments).
*/
function validateDocumentPath(path) {
	if (!DocumentKey.isDocumentKey(path)) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid document reference. Document references must have an even number of segments, but ${path} has ${path.length}.`);
}
/**
* Validates that `path` refers to a collection (indicated by the fact it
* contains an odd numbers of segments).
*/
function validateCollectionPath(path) {
	if (DocumentKey.isDocumentKey(path)) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid collection reference. Collection references must have an odd number of segments, but ${path} has ${path.length}.`);
}
/**
* Returns true if it's a non-null object without a custom prototype
* (i.e. excludes Array, Date, etc.).
*/
function isPlainObject(input) {
	return typeof input === "object" && input !== null && (Object.getPrototypeOf(input) === Object.prototype || Object.getPrototypeOf(input) === null);
}
/** Returns a string describing the type / value of the provided input. */
function valueDescription(input) {
	if (input === void 0) return "undefined";
	else if (input === null) return "null";
	else if (typeof input === "string") {
		if (input.length > 20) input = `${input.substring(0, 20)}...`;
		return JSON.stringify(input);
	} else if (typeof input === "number" || typeof input === "boolean") return "" + input;
	else if (typeof input === "object") {
		if (input instanceof Array) return "an array";
		else {
			const customObjectName = tryGetCustomObjectType(input);
			if (customObjectName) return `a custom ${customObjectName} object`;
			else return "an object";
		}
	} else if (typeof input === "function") return "a function";
	else return fail(12329, { type: typeof input });
}
/** try to get the constructor name for an object. */
function tryGetCustomObjectType(input) {
	if (input.constructor) return input.constructor.name;
	return null;
}
/**
* Casts `obj` to `T`, optionally unwrapping Compat types to expose the
* underlying instance. Throws if  `obj` is not an instance of `T`.
*
* This cast is used in the Lite and Full SDK to verify instance types for
* arguments passed to the public API.
* @internal
*/
function cast(obj, constructor) {
	if ("_delegate" in obj) obj = obj._delegate;
	if (!(obj instanceof constructor)) {
		if (constructor.name === obj.constructor.name) throw new FirestoreError(Code.INVALID_ARGUMENT, "Type does not match the expected instance. Did you pass a reference from a different Firestore SDK?");
		else {
			const description = valueDescription(obj);
			throw new FirestoreError(Code.INVALID_ARGUMENT, `Expected type '${constructor.name}', but it was: ${description}`);
		}
	}
	return obj;
}
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Compares two `ExperimentalLongPollingOptions` objects for equality.
*/
function longPollingOptionsEqual(options1, options2) {
	return options1.timeoutSeconds === options2.timeoutSeconds;
}
/**
* Creates and returns a new `ExperimentalLongPollingOptions` with the same
* option values as the given instance.
*/
function cloneLongPollingOptions(options) {
	const clone = {};
	if (options.timeoutSeconds !== void 0) clone.timeoutSeconds = options.timeoutSeconds;
	return clone;
}
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* The value returned from the most recent invocation of
* `generateUniqueDebugId()`, or null if it has never been invoked.
*/
var lastUniqueDebugId = null;
/**
* Generates and returns an initial value for `lastUniqueDebugId`.
*
* The returned value is randomly selected from a range of integers that are
* represented as 8 hexadecimal digits. This means that (within reason) any
* numbers generated by incrementing the returned number by 1 will also be
* represented by 8 hexadecimal digits. This leads to all "IDs" having the same
* length when converted to a hexadecimal string, making reading logs containing
* these IDs easier to follow. And since the return value is randomly selected
* it will help to differentiate between logs from different executions.
*/
function generateInitialUniqueDebugId() {
	return 268435456 + Math.round(2147483648 * Math.random());
}
/**
* Generates and returns a unique ID as a hexadecimal string.
*
* The returned ID is intended to be used in debug logging messages to help
* correlate log messages that may be spatially separated in the logs, but
* logically related. For example, a network connection could include the same
* "debug ID" string in all of its log messages to help trace a specific
* connection over time.
*
* @returns the 10-character generated ID (e.g. "0xa1b2c3d4").
*/
function generateUniqueDebugId() {
	if (lastUniqueDebugId === null) lastUniqueDebugId = generateInitialUniqueDebugId();
	else lastUniqueDebugId++;
	return "0x" + lastUniqueDebugId.toString(16);
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var LOG_TAG$1 = "RestConnection";
/**
* Maps RPC names to the corresponding REST endpoint name.
*
* We use array notation to avoid mangling.
*/
var RPC_NAME_URL_MAPPING = {};
RPC_NAME_URL_MAPPING["BatchGetDocuments"] = "batchGet";
RPC_NAME_URL_MAPPING["Commit"] = "commit";
RPC_NAME_URL_MAPPING["RunQuery"] = "runQuery";
RPC_NAME_URL_MAPPING["RunAggregationQuery"] = "runAggregationQuery";
RPC_NAME_URL_MAPPING["ExecutePipeline"] = "executePipeline";
var RPC_URL_VERSION = "v1";
function getGoogApiClientValue() {
	return "gl-js/ fire/" + SDK_VERSION;
}
/**
* Base class for all Rest-based connections to the backend (WebChannel and
* HTTP).
*/
var RestConnection = class {
	get shouldResourcePathBeIncludedInRequest() {
		return false;
	}
	constructor(databaseInfo) {
		this.databaseInfo = databaseInfo;
		this.databaseId = databaseInfo.databaseId;
		const proto = databaseInfo.ssl ? "https" : "http";
		const projectId = encodeURIComponent(this.databaseId.projectId);
		const databaseId = encodeURIComponent(this.databaseId.database);
		this.baseUrl = proto + "://" + databaseInfo.host;
		this.databasePath = `projects/${projectId}/databases/${databaseId}`;
		this.requestParams = this.databaseId.database === DEFAULT_DATABASE_NAME ? `project_id=${projectId}` : `project_id=${projectId}&database_id=${databaseId}`;
	}
	invokeRPC(rpcName, path, req, authToken, appCheckToken) {
		const streamId = generateUniqueDebugId();
		const url = this.makeUrl(rpcName, path.toUriEncodedString());
		logDebug(LOG_TAG$1, `Sending RPC '${rpcName}' ${streamId}:`, url, req);
		const headers = {
			"google-cloud-resource-prefix": this.databasePath,
			"x-goog-request-params": this.requestParams
		};
		this.modifyHeadersForRequest(headers, authToken, appCheckToken);
		const { host } = new URL(url);
		const forwardCredentials = isCloudWorkstation(host);
		return this.performRPCRequest(rpcName, url, headers, req, forwardCredentials).then((response) => {
			logDebug(LOG_TAG$1, `Received RPC '${rpcName}' ${streamId}: `, response);
			return response;
		}, (err) => {
			logWarn(LOG_TAG$1, `RPC '${rpcName}' ${streamId} failed with error: `, err, "url: ", url, "request:", req);
			throw err;
		});
	}
	invokeStreamingRPC(rpcName, path, request, authToken, appCheckToken, expectedResponseCount) {
		return this.invokeRPC(rpcName, path, request, authToken, appCheckToken);
	}
	/**
	* Modifies the headers for a request, adding any authorization token if
	* present and any additional headers for the request.
	*/
	modifyHeadersForRequest(headers, authToken, appCheckToken) {
		headers["X-Goog-Api-Client"] = getGoogApiClientValue();
		headers["Content-Type"] = "text/plain";
		if (this.databaseInfo.appId) headers["X-Firebase-GMPID"] = this.databaseInfo.appId;
		if (authToken) authToken.headers.forEach((value, key) => headers[key] = value);
		if (appCheckToken) appCheckToken.headers.forEach((value, key) => headers[key] = value);
		if (this.databaseInfo._customHeaders) for (const key of Object.keys(this.databaseInfo._customHeaders)) headers[key] = this.databaseInfo._customHeaders[key];
	}
	makeUrl(rpcName, path) {
		const urlRpcName = RPC_NAME_URL_MAPPING[rpcName];
		let url = `${this.baseUrl}/${RPC_URL_VERSION}/${path}:${urlRpcName}`;
		if (this.databaseInfo.apiKey) url = `${url}?key=${encodeURIComponent(this.databaseInfo.apiKey)}`;
		return url;
	}
	/**
	* Closes and cleans up any resources associated with the connection. This
	* implementation is a no-op because there are no resources associated
	* with the RestConnection that need to be cleaned up.
	*/
	terminate() {}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Error Codes describing the different ways GRPC can fail. These are copied
* directly from GRPC's sources here:
*
* https://github.com/grpc/grpc/blob/bceec94ea4fc5f0085d81235d8e1c06798dc341a/include/grpc%2B%2B/impl/codegen/status_code_enum.h
*
* Important! The names of these identifiers matter because the string forms
* are used for reverse lookups from the webchannel stream. Do NOT change the
* names of these identifiers or change this into a const enum.
*/
var RpcCode;
(function(RpcCode) {
	RpcCode[RpcCode["OK"] = 0] = "OK";
	RpcCode[RpcCode["CANCELLED"] = 1] = "CANCELLED";
	RpcCode[RpcCode["UNKNOWN"] = 2] = "UNKNOWN";
	RpcCode[RpcCode["INVALID_ARGUMENT"] = 3] = "INVALID_ARGUMENT";
	RpcCode[RpcCode["DEADLINE_EXCEEDED"] = 4] = "DEADLINE_EXCEEDED";
	RpcCode[RpcCode["NOT_FOUND"] = 5] = "NOT_FOUND";
	RpcCode[RpcCode["ALREADY_EXISTS"] = 6] = "ALREADY_EXISTS";
	RpcCode[RpcCode["PERMISSION_DENIED"] = 7] = "PERMISSION_DENIED";
	RpcCode[RpcCode["UNAUTHENTICATED"] = 16] = "UNAUTHENTICATED";
	RpcCode[RpcCode["RESOURCE_EXHAUSTED"] = 8] = "RESOURCE_EXHAUSTED";
	RpcCode[RpcCode["FAILED_PRECONDITION"] = 9] = "FAILED_PRECONDITION";
	RpcCode[RpcCode["ABORTED"] = 10] = "ABORTED";
	RpcCode[RpcCode["OUT_OF_RANGE"] = 11] = "OUT_OF_RANGE";
	RpcCode[RpcCode["UNIMPLEMENTED"] = 12] = "UNIMPLEMENTED";
	RpcCode[RpcCode["INTERNAL"] = 13] = "INTERNAL";
	RpcCode[RpcCode["UNAVAILABLE"] = 14] = "UNAVAILABLE";
	RpcCode[RpcCode["DATA_LOSS"] = 15] = "DATA_LOSS";
})(RpcCode || (RpcCode = {}));
/**
* Converts an HTTP Status Code to the equivalent error code.
*
* @param status - An HTTP Status Code, like 200, 404, 503, etc.
* @returns The equivalent Code. Unknown status codes are mapped to
*     Code.UNKNOWN.
*/
function mapCodeFromHttpStatus(status) {
	if (status === void 0) {
		logError("RPC_ERROR", "HTTP error has no status");
		return Code.UNKNOWN;
	}
	switch (status) {
		case 200: return Code.OK;
		case 400: return Code.FAILED_PRECONDITION;
		case 401: return Code.UNAUTHENTICATED;
		case 403: return Code.PERMISSION_DENIED;
		case 404: return Code.NOT_FOUND;
		case 409: return Code.ABORTED;
		case 416: return Code.OUT_OF_RANGE;
		case 429: return Code.RESOURCE_EXHAUSTED;
		case 499: return Code.CANCELLED;
		case 500: return Code.UNKNOWN;
		case 501: return Code.UNIMPLEMENTED;
		case 503: return Code.UNAVAILABLE;
		case 504: return Code.DEADLINE_EXCEEDED;
		default:
			if (status >= 200 && status < 300) return Code.OK;
			if (status >= 400 && status < 500) return Code.FAILED_PRECONDITION;
			if (status >= 500 && status < 600) return Code.INTERNAL;
			return Code.UNKNOWN;
	}
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A Rest-based connection that relies on the native HTTP stack
* (e.g. `fetch` or a polyfill).
*/
var FetchConnection = class extends RestConnection {
	openStream(rpcName, token) {
		throw new Error("Not supported by FetchConnection");
	}
	async performRPCRequest(rpcName, url, headers, body, forwardCredentials) {
		const requestJson = JSON.stringify(body);
		let response;
		try {
			const fetchArgs = {
				method: "POST",
				headers,
				body: requestJson
			};
			if (forwardCredentials) fetchArgs.credentials = "include";
			response = await fetch(url, fetchArgs);
		} catch (e) {
			const err = e;
			const message = err?.message;
			const cause = err?.cause ? String(err.cause) : void 0;
			const errorMessage = (message && cause ? `${message} (${cause})` : message ?? cause) ?? err?.statusText ?? String(e);
			throw new FirestoreError(mapCodeFromHttpStatus(err?.status), `Request failed with error: ${errorMessage}`);
		}
		if (!response.ok) {
			let errorResponse = await response.json();
			if (Array.isArray(errorResponse)) errorResponse = errorResponse[0];
			const errorMessage = errorResponse?.error?.message;
			throw new FirestoreError(mapCodeFromHttpStatus(response.status), `Request failed with error: ${errorMessage ?? response.statusText}`);
		}
		return response.json();
	}
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/** Initializes the HTTP connection for the REST API. */
function newConnection(databaseInfo) {
	return new FetchConnection(databaseInfo);
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function objectSize(obj) {
	let count = 0;
	for (const key in obj) if (Object.prototype.hasOwnProperty.call(obj, key)) count++;
	return count;
}
function forEach(obj, fn) {
	for (const key in obj) if (Object.prototype.hasOwnProperty.call(obj, key)) fn(key, obj[key]);
}
function isEmpty(obj) {
	for (const key in obj) if (Object.prototype.hasOwnProperty.call(obj, key)) return false;
	return true;
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/** Sentinel value that sorts before any Mutation Batch ID. */
/**
* Returns whether a variable is either undefined or null.
*/
function isNullOrUndefined(value) {
	return value === null || value === void 0;
}
/** Returns whether the value represents -0. */
function isNegativeZero(value) {
	return value === 0 && 1 / value === -Infinity;
}
/**
* Returns whether a value is an integer and in the safe integer range
* @param value - The value to test for being an integer and in the safe range
*/
function isSafeInteger(value) {
	return typeof value === "number" && Number.isInteger(value) && !isNegativeZero(value) && value <= Number.MAX_SAFE_INTEGER && value >= Number.MIN_SAFE_INTEGER;
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/** Converts a Base64 encoded string to a binary string. */
function decodeBase64(encoded) {
	return Buffer.from(encoded, "base64").toString("binary");
}
/** Converts a binary string to a Base64 encoded string. */
function encodeBase64(raw) {
	return Buffer.from(raw, "binary").toString("base64");
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Immutable class that represents a "proto" byte string.
*
* Proto byte strings can either be Base64-encoded strings or Uint8Arrays when
* sent on the wire. This class abstracts away this differentiation by holding
* the proto byte string in a common class that must be converted into a string
* before being sent as a proto.
* @internal
*/
var ByteString = class ByteString {
	constructor(binaryString) {
		this.binaryString = binaryString;
	}
	static fromBase64String(base64) {
		const binaryString = decodeBase64(base64);
		return new ByteString(binaryString);
	}
	static fromUint8Array(array) {
		const binaryString = binaryStringFromUint8Array(array);
		return new ByteString(binaryString);
	}
	[Symbol.iterator]() {
		let i = 0;
		return { next: () => {
			if (i < this.binaryString.length) return {
				value: this.binaryString.charCodeAt(i++),
				done: false
			};
			else return {
				value: void 0,
				done: true
			};
		} };
	}
	toBase64() {
		return encodeBase64(this.binaryString);
	}
	toUint8Array() {
		return uint8ArrayFromBinaryString(this.binaryString);
	}
	approximateByteSize() {
		return this.binaryString.length * 2;
	}
	compareTo(other) {
		return primitiveComparator(this.binaryString, other.binaryString);
	}
	isEqual(other) {
		return this.binaryString === other.binaryString;
	}
};
ByteString.EMPTY_BYTE_STRING = new ByteString("");
/**
* Helper function to convert an Uint8array to a binary string.
*/
function binaryStringFromUint8Array(array) {
	let binaryString = "";
	for (let i = 0; i < array.length; ++i) binaryString += String.fromCharCode(array[i]);
	return binaryString;
}
/**
* Helper function to convert a binary string to an Uint8Array.
*/
function uint8ArrayFromBinaryString(binaryString) {
	const buffer = new Uint8Array(binaryString.length);
	for (let i = 0; i < binaryString.length; i++) buffer[i] = binaryString.charCodeAt(i);
	return buffer;
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ISO_TIMESTAMP_REG_EXP = /* @__PURE__ */ new RegExp(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.(\d+))?Z$/);
/**
* Converts the possible Proto values for a timestamp value into a "seconds and
* nanos" representation.
*/
function normalizeTimestamp(date) {
	hardAssert(!!date, 39018);
	if (typeof date === "string") {
		let nanos = 0;
		const fraction = ISO_TIMESTAMP_REG_EXP.exec(date);
		hardAssert(!!fraction, 46558, { timestamp: date });
		if (fraction[1]) {
			let nanoStr = fraction[1];
			nanoStr = (nanoStr + "000000000").substr(0, 9);
			nanos = Number(nanoStr);
		}
		const parsedDate = new Date(date);
		return {
			seconds: Math.floor(parsedDate.getTime() / 1e3),
			nanos
		};
	} else return {
		seconds: normalizeNumber(date.seconds),
		nanos: normalizeNumber(date.nanos)
	};
}
/**
* Converts the possible Proto types for numbers into a JavaScript number.
* Returns 0 if the value is not numeric.
*/
function normalizeNumber(value) {
	if (typeof value === "number") return value;
	else if (typeof value === "string") return Number(value);
	else return 0;
}
/** Converts the possible Proto types for Blobs into a ByteString. */
function normalizeByteString(blob) {
	if (typeof blob === "string") return ByteString.fromBase64String(blob);
	else return ByteString.fromUint8Array(blob);
}
/**
* @license
* Copyright 2025 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Helper function to define a JSON schema {@link Property}.
* @private
* @internal
*/
function property(typeString, optionalValue) {
	const result = { typeString };
	if (optionalValue) result.value = optionalValue;
	return result;
}
/**
* Validates the JSON object based on the provided schema, and narrows the type to the provided
* JSON schema.
* @private
* @internal
*
* @param json - A JSON object to validate.
* @param scheme - a {@link JsonSchema} that defines the properties to validate.
* @returns true if the JSON schema exists within the object. Throws a FirestoreError otherwise.
*/
function validateJSON(json, schema) {
	if (!isPlainObject(json)) throw new FirestoreError(Code.INVALID_ARGUMENT, "JSON must be an object");
	let error = void 0;
	for (const key in schema) if (schema[key]) {
		const typeString = schema[key].typeString;
		const value = "value" in schema[key] ? { value: schema[key].value } : void 0;
		if (!(key in json)) {
			error = `JSON missing required field: '${key}'`;
			break;
		}
		const fieldValue = json[key];
		if (typeString && typeof fieldValue !== typeString) {
			error = `JSON field '${key}' must be a ${typeString}.`;
			break;
		} else if (value !== void 0 && fieldValue !== value.value) {
			error = `Expected '${key}' field to equal '${value.value}'`;
			break;
		}
	}
	if (error) throw new FirestoreError(Code.INVALID_ARGUMENT, error);
	return true;
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var MIN_SECONDS = -62135596800;
var MS_TO_NANOS = 1e6;
/**
* A `Timestamp` represents a point in time independent of any time zone or
* calendar, represented as seconds and fractions of seconds at nanosecond
* resolution in UTC Epoch time.
*
* It is encoded using the Proleptic Gregorian Calendar which extends the
* Gregorian calendar backwards to year one. It is encoded assuming all minutes
* are 60 seconds long, i.e. leap seconds are "smeared" so that no leap second
* table is needed for interpretation. Range is from 0001-01-01T00:00:00Z to
* 9999-12-31T23:59:59.999999999Z.
*
* For examples and further specifications, refer to the
* {@link https://github.com/google/protobuf/blob/master/src/google/protobuf/timestamp.proto | Timestamp definition}.
*/
var Timestamp = class Timestamp {
	/**
	* Creates a new timestamp with the current date, with millisecond precision.
	*
	* @returns a new timestamp representing the current date.
	*/
	static now() {
		return Timestamp.fromMillis(Date.now());
	}
	/**
	* Creates a new timestamp from the given date.
	*
	* @param date - The date to initialize the `Timestamp` from.
	* @returns A new `Timestamp` representing the same point in time as the given
	*     date.
	*/
	static fromDate(date) {
		return Timestamp.fromMillis(date.getTime());
	}
	/**
	* Creates a new timestamp from the given number of milliseconds.
	*
	* @param milliseconds - Number of milliseconds since Unix epoch
	*     1970-01-01T00:00:00Z.
	* @returns A new `Timestamp` representing the same point in time as the given
	*     number of milliseconds.
	*/
	static fromMillis(milliseconds) {
		const seconds = Math.floor(milliseconds / 1e3);
		const nanos = Math.floor((milliseconds - seconds * 1e3) * MS_TO_NANOS);
		return new Timestamp(seconds, nanos);
	}
	/**
	* Creates a new timestamp from the given `Temporal.Instant`.
	*
	* @param instant - The `Temporal.Instant` to initialize the `Timestamp` from.
	* @returns A new `Timestamp` representing the same point in time as the given
	*     instant.
	*/
	static fromInstant(instant) {
		if (!instant || typeof instant.epochNanoseconds !== "bigint") throw new FirestoreError(Code.INVALID_ARGUMENT, "Invalid Temporal.Instant object provided.");
		return Timestamp._fromEpochNanoseconds(instant.epochNanoseconds);
	}
	static _fromEpochNanoseconds(nanos) {
		let seconds;
		let nanoseconds;
		if (nanos >= 0n) {
			seconds = Number(nanos / 1000000000n);
			nanoseconds = Number(nanos % 1000000000n);
		} else {
			const rem = nanos % 1000000000n;
			if (rem === 0n) {
				seconds = Number(nanos / 1000000000n);
				nanoseconds = 0;
			} else {
				seconds = Number(nanos / 1000000000n - 1n);
				nanoseconds = Number(rem + 1000000000n);
			}
		}
		return new Timestamp(seconds, nanoseconds);
	}
	/**
	* Creates a new timestamp.
	*
	* @param seconds - The number of seconds of UTC time since Unix epoch
	*     1970-01-01T00:00:00Z. Must be from 0001-01-01T00:00:00Z to
	*     9999-12-31T23:59:59Z inclusive.
	* @param nanoseconds - The non-negative fractions of a second at nanosecond
	*     resolution. Negative second values with fractions must still have
	*     non-negative nanoseconds values that count forward in time. Must be
	*     from 0 to 999,999,999 inclusive.
	*/
	constructor(seconds, nanoseconds) {
		this.seconds = seconds;
		this.nanoseconds = nanoseconds;
		if (nanoseconds < 0) throw new FirestoreError(Code.INVALID_ARGUMENT, "Timestamp nanoseconds out of range: " + nanoseconds);
		if (nanoseconds >= 1e9) throw new FirestoreError(Code.INVALID_ARGUMENT, "Timestamp nanoseconds out of range: " + nanoseconds);
		if (seconds < MIN_SECONDS) throw new FirestoreError(Code.INVALID_ARGUMENT, "Timestamp seconds out of range: " + seconds);
		if (seconds >= 253402300800) throw new FirestoreError(Code.INVALID_ARGUMENT, "Timestamp seconds out of range: " + seconds);
	}
	/**
	* Converts a `Timestamp` to a JavaScript `Date` object. This conversion
	* causes a loss of precision since `Date` objects only support millisecond
	* precision.
	*
	* @returns JavaScript `Date` object representing the same point in time as
	*     this `Timestamp`, with millisecond precision.
	*/
	toDate() {
		return new Date(this.toMillis());
	}
	/**
	* Converts a `Timestamp` to a numeric timestamp (in milliseconds since
	* epoch). This operation causes a loss of precision.
	*
	* @returns The point in time corresponding to this timestamp, represented as
	*     the number of milliseconds since Unix epoch 1970-01-01T00:00:00Z.
	*/
	toMillis() {
		return this.seconds * 1e3 + this.nanoseconds / MS_TO_NANOS;
	}
	/**
	* Converts a `Timestamp` to a `Temporal.Instant` object.
	*
	* @returns `Temporal.Instant` object representing the same point in time as
	*     this `Timestamp`.
	*/
	toInstant() {
		if (typeof Temporal === "undefined" || !Temporal.Instant) throw new FirestoreError(Code.FAILED_PRECONDITION, "The Temporal object is not available in the current environment.");
		const nanos = BigInt(this.seconds) * 1000000000n + BigInt(this.nanoseconds);
		return Temporal.Instant.fromEpochNanoseconds(nanos);
	}
	_compareTo(other) {
		if (this.seconds === other.seconds) return primitiveComparator(this.nanoseconds, other.nanoseconds);
		return primitiveComparator(this.seconds, other.seconds);
	}
	/**
	* Returns true if this `Timestamp` is equal to the provided one.
	*
	* @param other - The `Timestamp` to compare against.
	* @returns true if this `Timestamp` is equal to the provided one.
	*/
	isEqual(other) {
		return other.seconds === this.seconds && other.nanoseconds === this.nanoseconds;
	}
	/** Returns a textual representation of this `Timestamp`. */
	toString() {
		return "Timestamp(seconds=" + this.seconds + ", nanoseconds=" + this.nanoseconds + ")";
	}
	/**
	* Returns a JSON-serializable representation of this `Timestamp`.
	*/
	toJSON() {
		return {
			type: Timestamp._jsonSchemaVersion,
			seconds: this.seconds,
			nanoseconds: this.nanoseconds
		};
	}
	/**
	* Builds a `Timestamp` instance from a JSON object created by {@link Timestamp.toJSON}.
	*/
	static fromJSON(json) {
		if (validateJSON(json, Timestamp._jsonSchema)) return new Timestamp(json.seconds, json.nanoseconds);
	}
	/**
	* Converts this object to a primitive string, which allows `Timestamp` objects
	* to be compared using the `>`, `<=`, `>=` and `>` operators.
	*/
	valueOf() {
		const adjustedSeconds = this.seconds - MIN_SECONDS;
		const formattedSeconds = String(adjustedSeconds).padStart(12, "0");
		const formattedNanoseconds = String(this.nanoseconds).padStart(9, "0");
		return formattedSeconds + "." + formattedNanoseconds;
	}
};
Timestamp._jsonSchemaVersion = "firestore/timestamp/1.0";
Timestamp._jsonSchema = {
	type: property("string", Timestamp._jsonSchemaVersion),
	seconds: property("number"),
	nanoseconds: property("number")
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Represents a locally-applied ServerTimestamp.
*
* Server Timestamps are backed by MapValues that contain an internal field
* `__type__` with a value of `server_timestamp`. The previous value and local
* write time are stored in its `__previous_value__` and `__local_write_time__`
* fields respectively.
*
* Notes:
* - ServerTimestampValue instances are created as the result of applying a
*   transform. They can only exist in the local view of a document. Therefore
*   they do not need to be parsed or serialized.
* - When evaluated locally (e.g. for snapshot.data()), they by default
*   evaluate to `null`. This behavior can be configured by passing custom
*   FieldValueOptions to value().
* - With respect to other ServerTimestampValues, they sort by their
*   localWriteTime.
*/
var SERVER_TIMESTAMP_SENTINEL = "server_timestamp";
var TYPE_KEY$1 = "__type__";
var PREVIOUS_VALUE_KEY = "__previous_value__";
var LOCAL_WRITE_TIME_KEY = "__local_write_time__";
function isServerTimestamp(value) {
	return (value?.mapValue?.fields || {})[TYPE_KEY$1]?.stringValue === SERVER_TIMESTAMP_SENTINEL;
}
/**
* Returns the value of the field before this ServerTimestamp was set.
*
* Preserving the previous values allows the user to display the last resoled
* value until the backend responds with the timestamp.
*/
function getPreviousValue(value) {
	const previousValue = value.mapValue.fields[PREVIOUS_VALUE_KEY];
	if (isServerTimestamp(previousValue)) return getPreviousValue(previousValue);
	return previousValue;
}
/**
* Returns the local time at which this timestamp was first set.
*/
function getLocalWriteTime(value) {
	const localWriteTime = normalizeTimestamp(value.mapValue.fields[LOCAL_WRITE_TIME_KEY].timestampValue);
	return new Timestamp(localWriteTime.seconds, localWriteTime.nanos);
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var TYPE_KEY = "__type__";
var MAX_VALUE_TYPE = "__max__";
var MAX_VALUE = { mapValue: {} };
var VECTOR_VALUE_SENTINEL = "__vector__";
var VECTOR_MAP_VECTORS_KEY = "value";
/** Extracts the backend's type order for the provided value. */
function typeOrder(value) {
	if ("nullValue" in value) return 0;
	else if ("booleanValue" in value) return 1;
	else if ("integerValue" in value || "doubleValue" in value) return 2;
	else if ("timestampValue" in value) return 3;
	else if ("stringValue" in value) return 5;
	else if ("bytesValue" in value) return 6;
	else if ("referenceValue" in value) return 7;
	else if ("geoPointValue" in value) return 8;
	else if ("arrayValue" in value) return 9;
	else if ("mapValue" in value) {
		if (isServerTimestamp(value)) return 4;
		else if (isMaxValue(value)) return 9007199254740991;
		else if (isVectorValue(value)) return 10;
		return 11;
	} else return fail(28295, { value });
}
/** Tests `left` and `right` for equality based on the backend semantics. */
function valueEquals(left, right, options) {
	if (left === right) return true;
	const leftType = typeOrder(left);
	if (leftType !== typeOrder(right)) return false;
	switch (leftType) {
		case 0: return true;
		case 1: return left.booleanValue === right.booleanValue;
		case 4: return getLocalWriteTime(left).isEqual(getLocalWriteTime(right));
		case 3: return timestampEquals(left, right);
		case 5: return left.stringValue === right.stringValue;
		case 6: return blobEquals(left, right);
		case 7: return left.referenceValue === right.referenceValue;
		case 8: return geoPointEquals(left, right);
		case 2: return numberEquals(left, right, options);
		case 9: return arrayEquals(left.arrayValue.values || [], right.arrayValue.values || [], (l, r) => valueEquals(l, r, options));
		case 10:
		case 11: return objectEquals(left, right, options);
		case 9007199254740991: return true;
		default: return fail(52216, { left });
	}
}
function timestampEquals(left, right) {
	if (typeof left.timestampValue === "string" && typeof right.timestampValue === "string" && left.timestampValue.length === right.timestampValue.length) return left.timestampValue === right.timestampValue;
	const leftTimestamp = normalizeTimestamp(left.timestampValue);
	const rightTimestamp = normalizeTimestamp(right.timestampValue);
	return leftTimestamp.seconds === rightTimestamp.seconds && leftTimestamp.nanos === rightTimestamp.nanos;
}
function geoPointEquals(left, right) {
	return normalizeNumber(left.geoPointValue.latitude) === normalizeNumber(right.geoPointValue.latitude) && normalizeNumber(left.geoPointValue.longitude) === normalizeNumber(right.geoPointValue.longitude);
}
function blobEquals(left, right) {
	return normalizeByteString(left.bytesValue).isEqual(normalizeByteString(right.bytesValue));
}
function numberEquals(left, right, options) {
	if ("integerValue" in left && "integerValue" in right) return normalizeNumber(left.integerValue) === normalizeNumber(right.integerValue);
	let n1, n2;
	if ("doubleValue" in left && "doubleValue" in right) {
		n1 = normalizeNumber(left.doubleValue);
		n2 = normalizeNumber(right.doubleValue);
	} else return false;
	if (n1 === n2) return options?.semanticsEqual ? true : isNegativeZero(n1) === isNegativeZero(n2);
	else return (options === void 0 ? true : options.nanEqual) ? isNaN(n1) && isNaN(n2) : false;
}
function objectEquals(left, right, options) {
	const leftMap = left.mapValue.fields || {};
	const rightMap = right.mapValue.fields || {};
	if (objectSize(leftMap) !== objectSize(rightMap)) return false;
	for (const key in leftMap) if (leftMap.hasOwnProperty(key)) {
		if (rightMap[key] === void 0 || !valueEquals(leftMap[key], rightMap[key], options)) return false;
	}
	return true;
}
/** Returns true if the ArrayValue contains the specified element. */
function arrayValueContains(haystack, needle) {
	return (haystack.values || []).find((v) => valueEquals(v, needle)) !== void 0;
}
function valueCompare(left, right) {
	if (left === right) return 0;
	const leftType = typeOrder(left);
	const rightType = typeOrder(right);
	if (leftType !== rightType) return primitiveComparator(leftType, rightType);
	switch (leftType) {
		case 0:
		case 9007199254740991: return 0;
		case 1: return primitiveComparator(left.booleanValue, right.booleanValue);
		case 2: return compareNumbers(left, right);
		case 3: return compareTimestamps(left.timestampValue, right.timestampValue);
		case 4: return compareTimestamps(getLocalWriteTime(left), getLocalWriteTime(right));
		case 5: return compareUtf8Strings(left.stringValue, right.stringValue);
		case 6: return compareBlobs(left.bytesValue, right.bytesValue);
		case 7: return compareReferences(left.referenceValue, right.referenceValue);
		case 8: return compareGeoPoints(left.geoPointValue, right.geoPointValue);
		case 9: return compareArrays(left.arrayValue, right.arrayValue);
		case 10: return compareVectors(left.mapValue, right.mapValue);
		case 11: return compareMaps(left.mapValue, right.mapValue);
		default: throw fail(23264, { leftType });
	}
}
function compareNumbers(left, right) {
	const leftNumber = normalizeNumber(left.integerValue || left.doubleValue);
	const rightNumber = normalizeNumber(right.integerValue || right.doubleValue);
	if (leftNumber < rightNumber) return -1;
	else if (leftNumber > rightNumber) return 1;
	else if (leftNumber === rightNumber) return 0;
	else if (isNaN(leftNumber)) return isNaN(rightNumber) ? 0 : -1;
	else return 1;
}
function compareTimestamps(left, right) {
	if (typeof left === "string" && typeof right === "string" && left.length === right.length) return primitiveComparator(left, right);
	const leftTimestamp = normalizeTimestamp(left);
	const rightTimestamp = normalizeTimestamp(right);
	const comparison = primitiveComparator(leftTimestamp.seconds, rightTimestamp.seconds);
	if (comparison !== 0) return comparison;
	return primitiveComparator(leftTimestamp.nanos, rightTimestamp.nanos);
}
function compareReferences(leftPath, rightPath) {
	const leftSegments = leftPath.split("/");
	const rightSegments = rightPath.split("/");
	for (let i = 0; i < leftSegments.length && i < rightSegments.length; i++) {
		const comparison = primitiveComparator(leftSegments[i], rightSegments[i]);
		if (comparison !== 0) return comparison;
	}
	return primitiveComparator(leftSegments.length, rightSegments.length);
}
function compareGeoPoints(left, right) {
	const comparison = primitiveComparator(normalizeNumber(left.latitude), normalizeNumber(right.latitude));
	if (comparison !== 0) return comparison;
	return primitiveComparator(normalizeNumber(left.longitude), normalizeNumber(right.longitude));
}
function compareBlobs(left, right) {
	const leftBytes = normalizeByteString(left);
	const rightBytes = normalizeByteString(right);
	return leftBytes.compareTo(rightBytes);
}
function compareArrays(left, right) {
	const leftArray = left.values || [];
	const rightArray = right.values || [];
	for (let i = 0; i < leftArray.length && i < rightArray.length; ++i) {
		const compare = valueCompare(leftArray[i], rightArray[i]);
		if (compare !== void 0 && compare !== 0) return compare;
	}
	return primitiveComparator(leftArray.length, rightArray.length);
}
function compareVectors(left, right) {
	const leftMap = left.fields || {};
	const rightMap = right.fields || {};
	const leftArrayValue = leftMap[VECTOR_MAP_VECTORS_KEY]?.arrayValue;
	const rightArrayValue = rightMap[VECTOR_MAP_VECTORS_KEY]?.arrayValue;
	const lengthCompare = primitiveComparator(leftArrayValue?.values?.length || 0, rightArrayValue?.values?.length || 0);
	if (lengthCompare !== 0) return lengthCompare;
	return compareArrays(leftArrayValue, rightArrayValue);
}
function compareMaps(left, right) {
	if (left === MAX_VALUE.mapValue && right === MAX_VALUE.mapValue) return 0;
	else if (left === MAX_VALUE.mapValue) return 1;
	else if (right === MAX_VALUE.mapValue) return -1;
	const leftMap = left.fields || {};
	const leftKeys = Object.keys(leftMap);
	const rightMap = right.fields || {};
	const rightKeys = Object.keys(rightMap);
	leftKeys.sort();
	rightKeys.sort();
	for (let i = 0; i < leftKeys.length && i < rightKeys.length; ++i) {
		const keyCompare = compareUtf8Strings(leftKeys[i], rightKeys[i]);
		if (keyCompare !== 0) return keyCompare;
		const compare = valueCompare(leftMap[leftKeys[i]], rightMap[rightKeys[i]]);
		if (compare !== 0) return compare;
	}
	return primitiveComparator(leftKeys.length, rightKeys.length);
}
/** Returns a reference value for the provided database and key. */
function refValue(databaseId, key) {
	return { referenceValue: `projects/${databaseId.projectId}/databases/${databaseId.database}/documents/${key.path.canonicalString()}` };
}
/** Returns true if `value` is an ArrayValue. */
function isArray(value) {
	return !!value && "arrayValue" in value;
}
/** Returns true if `value` is a NullValue. */
function isNullValue(value) {
	return !!value && "nullValue" in value;
}
/** Returns true if `value` is NaN. */
function isNanValue(value) {
	return !!value && "doubleValue" in value && isNaN(Number(value.doubleValue));
}
/** Returns true if `value` is a MapValue. */
function isMapValue(value) {
	return !!value && "mapValue" in value;
}
/** Returns true if `value` is a VetorValue. */
function isVectorValue(value) {
	return (value?.mapValue?.fields || {})[TYPE_KEY]?.stringValue === VECTOR_VALUE_SENTINEL;
}
/** Creates a deep copy of `source`. */
function deepClone(source) {
	if (source.geoPointValue) return { geoPointValue: { ...source.geoPointValue } };
	else if (source.timestampValue && typeof source.timestampValue === "object") return { timestampValue: { ...source.timestampValue } };
	else if (source.mapValue) {
		const target = { mapValue: { fields: {} } };
		forEach(source.mapValue.fields, (key, val) => target.mapValue.fields[key] = deepClone(val));
		return target;
	} else if (source.arrayValue) {
		const target = { arrayValue: { values: [] } };
		for (let i = 0; i < (source.arrayValue.values || []).length; ++i) target.arrayValue.values[i] = deepClone(source.arrayValue.values[i]);
		return target;
	} else return { ...source };
}
/** Returns true if the Value represents the canonical {@link #MAX_VALUE} . */
function isMaxValue(value) {
	return (((value.mapValue || {}).fields || {})["__type__"] || {}).stringValue === MAX_VALUE_TYPE;
}
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Represents a bound of a query.
*
* The bound is specified with the given components representing a position and
* whether it's just before or just after the position (relative to whatever the
* query order is).
*
* The position represents a logical index position for a query. It's a prefix
* of values for the (potentially implicit) order by clauses of a query.
*
* Bound provides a function to determine whether a document comes before or
* after a bound. This is influenced by whether the position is just before or
* just after the provided values.
*/
var Bound = class {
	constructor(position, inclusive) {
		this.position = position;
		this.inclusive = inclusive;
	}
};
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var Filter = class {};
var FieldFilter = class FieldFilter extends Filter {
	constructor(field, op, value) {
		super();
		this.field = field;
		this.op = op;
		this.value = value;
	}
	/**
	* Creates a filter based on the provided arguments.
	*/
	static create(field, op, value) {
		if (field.isKeyField()) {
			if (op === "in" || op === "not-in") return this.createKeyFieldInFilter(field, op, value);
			else return new KeyFieldFilter(field, op, value);
		} else if (op === "array-contains") return new ArrayContainsFilter(field, value);
		else if (op === "in") return new InFilter(field, value);
		else if (op === "not-in") return new NotInFilter(field, value);
		else if (op === "array-contains-any") return new ArrayContainsAnyFilter(field, value);
		else return new FieldFilter(field, op, value);
	}
	static createKeyFieldInFilter(field, op, value) {
		return op === "in" ? new KeyFieldInFilter(field, value) : new KeyFieldNotInFilter(field, value);
	}
	matches(doc) {
		const other = doc.data.field(this.field);
		if (this.op === "!=") return other !== null && other.nullValue === void 0 && this.matchesComparison(valueCompare(other, this.value));
		return other !== null && typeOrder(this.value) === typeOrder(other) && this.matchesComparison(valueCompare(other, this.value));
	}
	matchesComparison(comparison) {
		switch (this.op) {
			case "<": return comparison < 0;
			case "<=": return comparison <= 0;
			case "==": return comparison === 0;
			case "!=": return comparison !== 0;
			case ">": return comparison > 0;
			case ">=": return comparison >= 0;
			default: return fail(47266, { operator: this.op });
		}
	}
	isInequality() {
		return [
			"<",
			"<=",
			">",
			">=",
			"!=",
			"not-in"
		].indexOf(this.op) >= 0;
	}
	getFlattenedFilters() {
		return [this];
	}
	getFilters() {
		return [this];
	}
};
var CompositeFilter = class CompositeFilter extends Filter {
	constructor(filters, op) {
		super();
		this.filters = filters;
		this.op = op;
		this.memoizedFlattenedFilters = null;
	}
	/**
	* Creates a filter based on the provided arguments.
	*/
	static create(filters, op) {
		return new CompositeFilter(filters, op);
	}
	matches(doc) {
		if (compositeFilterIsConjunction(this)) return this.filters.find((filter) => !filter.matches(doc)) === void 0;
		else return this.filters.find((filter) => filter.matches(doc)) !== void 0;
	}
	getFlattenedFilters() {
		if (this.memoizedFlattenedFilters !== null) return this.memoizedFlattenedFilters;
		this.memoizedFlattenedFilters = this.filters.reduce((result, subfilter) => {
			return result.concat(subfilter.getFlattenedFilters());
		}, []);
		return this.memoizedFlattenedFilters;
	}
	getFilters() {
		return Object.assign([], this.filters);
	}
};
function compositeFilterIsConjunction(compositeFilter) {
	return compositeFilter.op === "and";
}
/** Filter that matches on key fields (i.e. '__name__'). */
var KeyFieldFilter = class extends FieldFilter {
	constructor(field, op, value) {
		super(field, op, value);
		this.key = DocumentKey.fromName(value.referenceValue);
	}
	matches(doc) {
		const comparison = DocumentKey.comparator(doc.key, this.key);
		return this.matchesComparison(comparison);
	}
};
/** Filter that matches on key fields within an array. */
var KeyFieldInFilter = class extends FieldFilter {
	constructor(field, value) {
		super(field, "in", value);
		this.keys = extractDocumentKeysFromArrayValue("in", value);
	}
	matches(doc) {
		return this.keys.some((key) => key.isEqual(doc.key));
	}
};
/** Filter that matches on key fields not present within an array. */
var KeyFieldNotInFilter = class extends FieldFilter {
	constructor(field, value) {
		super(field, "not-in", value);
		this.keys = extractDocumentKeysFromArrayValue("not-in", value);
	}
	matches(doc) {
		return !this.keys.some((key) => key.isEqual(doc.key));
	}
};
function extractDocumentKeysFromArrayValue(op, value) {
	return (value.arrayValue?.values || []).map((v) => {
		return DocumentKey.fromName(v.referenceValue);
	});
}
/** A Filter that implements the array-contains operator. */
var ArrayContainsFilter = class extends FieldFilter {
	constructor(field, value) {
		super(field, "array-contains", value);
	}
	matches(doc) {
		const other = doc.data.field(this.field);
		return isArray(other) && arrayValueContains(other.arrayValue, this.value);
	}
};
/** A Filter that implements the IN operator. */
var InFilter = class extends FieldFilter {
	constructor(field, value) {
		super(field, "in", value);
	}
	matches(doc) {
		const other = doc.data.field(this.field);
		return other !== null && arrayValueContains(this.value.arrayValue, other);
	}
};
/** A Filter that implements the not-in operator. */
var NotInFilter = class extends FieldFilter {
	constructor(field, value) {
		super(field, "not-in", value);
	}
	matches(doc) {
		if (arrayValueContains(this.value.arrayValue, { nullValue: "NULL_VALUE" })) return false;
		const other = doc.data.field(this.field);
		return other !== null && other.nullValue === void 0 && !arrayValueContains(this.value.arrayValue, other);
	}
};
/** A Filter that implements the array-contains-any operator. */
var ArrayContainsAnyFilter = class extends FieldFilter {
	constructor(field, value) {
		super(field, "array-contains-any", value);
	}
	matches(doc) {
		const other = doc.data.field(this.field);
		if (!isArray(other) || !other.arrayValue.values) return false;
		return other.arrayValue.values.some((val) => arrayValueContains(this.value.arrayValue, val));
	}
};
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* An ordering on a field, in some Direction. Direction defaults to ASCENDING.
*/
var OrderBy = class {
	constructor(field, dir = "asc") {
		this.field = field;
		this.dir = dir;
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A version of a document in Firestore. This corresponds to the version
* timestamp, such as update_time or read_time.
*/
var SnapshotVersion = class SnapshotVersion {
	static fromTimestamp(value) {
		return new SnapshotVersion(value);
	}
	static min() {
		return new SnapshotVersion(new Timestamp(0, 0));
	}
	static max() {
		return new SnapshotVersion(new Timestamp(253402300799, 1e9 - 1));
	}
	constructor(timestamp) {
		this.timestamp = timestamp;
	}
	compareTo(other) {
		return this.timestamp._compareTo(other.timestamp);
	}
	isEqual(other) {
		return this.timestamp.isEqual(other.timestamp);
	}
	/** Returns a number representation of the version for use in spec tests. */
	toMicroseconds() {
		return this.timestamp.seconds * 1e6 + this.timestamp.nanoseconds / 1e3;
	}
	toString() {
		return "SnapshotVersion(" + this.timestamp.toString() + ")";
	}
	toTimestamp() {
		return this.timestamp;
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var SortedMap = class SortedMap {
	constructor(comparator, root) {
		this.comparator = comparator;
		this.root = root ? root : LLRBNode.EMPTY;
	}
	insert(key, value) {
		return new SortedMap(this.comparator, this.root.insert(key, value, this.comparator).copy(null, null, LLRBNode.BLACK, null, null));
	}
	remove(key) {
		return new SortedMap(this.comparator, this.root.remove(key, this.comparator).copy(null, null, LLRBNode.BLACK, null, null));
	}
	get(key) {
		let node = this.root;
		while (!node.isEmpty()) {
			const cmp = this.comparator(key, node.key);
			if (cmp === 0) return node.value;
			else if (cmp < 0) node = node.left;
			else if (cmp > 0) node = node.right;
		}
		return null;
	}
	indexOf(key) {
		let prunedNodes = 0;
		let node = this.root;
		while (!node.isEmpty()) {
			const cmp = this.comparator(key, node.key);
			if (cmp === 0) return prunedNodes + node.left.size;
			else if (cmp < 0) node = node.left;
			else {
				prunedNodes += node.left.size + 1;
				node = node.right;
			}
		}
		return -1;
	}
	isEmpty() {
		return this.root.isEmpty();
	}
	get size() {
		return this.root.size;
	}
	minKey() {
		return this.root.minKey();
	}
	maxKey() {
		return this.root.maxKey();
	}
	inorderTraversal(action) {
		return this.root.inorderTraversal(action);
	}
	forEach(fn) {
		this.inorderTraversal((k, v) => {
			fn(k, v);
			return false;
		});
	}
	toString() {
		const descriptions = [];
		this.inorderTraversal((k, v) => {
			descriptions.push(`${k}:${v}`);
			return false;
		});
		return `{${descriptions.join(", ")}}`;
	}
	reverseTraversal(action) {
		return this.root.reverseTraversal(action);
	}
	getIterator() {
		return new SortedMapIterator(this.root, null, this.comparator, false);
	}
	getIteratorFrom(key) {
		return new SortedMapIterator(this.root, key, this.comparator, false);
	}
	getReverseIterator() {
		return new SortedMapIterator(this.root, null, this.comparator, true);
	}
	getReverseIteratorFrom(key) {
		return new SortedMapIterator(this.root, key, this.comparator, true);
	}
};
var SortedMapIterator = class {
	constructor(node, startKey, comparator, isReverse) {
		this.isReverse = isReverse;
		this.nodeStack = [];
		let cmp = 1;
		while (!node.isEmpty()) {
			cmp = startKey ? comparator(node.key, startKey) : 1;
			if (startKey && isReverse) cmp *= -1;
			if (cmp < 0) {
				if (this.isReverse) node = node.left;
				else node = node.right;
			} else if (cmp === 0) {
				this.nodeStack.push(node);
				break;
			} else {
				this.nodeStack.push(node);
				if (this.isReverse) node = node.right;
				else node = node.left;
			}
		}
	}
	getNext() {
		let node = this.nodeStack.pop();
		const result = {
			key: node.key,
			value: node.value
		};
		if (this.isReverse) {
			node = node.left;
			while (!node.isEmpty()) {
				this.nodeStack.push(node);
				node = node.right;
			}
		} else {
			node = node.right;
			while (!node.isEmpty()) {
				this.nodeStack.push(node);
				node = node.left;
			}
		}
		return result;
	}
	hasNext() {
		return this.nodeStack.length > 0;
	}
	peek() {
		if (this.nodeStack.length === 0) return null;
		const node = this.nodeStack[this.nodeStack.length - 1];
		return {
			key: node.key,
			value: node.value
		};
	}
};
var LLRBNode = class LLRBNode {
	constructor(key, value, color, left, right) {
		this.key = key;
		this.value = value;
		this.color = color != null ? color : LLRBNode.RED;
		this.left = left != null ? left : LLRBNode.EMPTY;
		this.right = right != null ? right : LLRBNode.EMPTY;
		this.size = this.left.size + 1 + this.right.size;
	}
	copy(key, value, color, left, right) {
		return new LLRBNode(key != null ? key : this.key, value != null ? value : this.value, color != null ? color : this.color, left != null ? left : this.left, right != null ? right : this.right);
	}
	isEmpty() {
		return false;
	}
	inorderTraversal(action) {
		return this.left.inorderTraversal(action) || action(this.key, this.value) || this.right.inorderTraversal(action);
	}
	reverseTraversal(action) {
		return this.right.reverseTraversal(action) || action(this.key, this.value) || this.left.reverseTraversal(action);
	}
	min() {
		if (this.left.isEmpty()) return this;
		else return this.left.min();
	}
	minKey() {
		return this.min().key;
	}
	maxKey() {
		if (this.right.isEmpty()) return this.key;
		else return this.right.maxKey();
	}
	insert(key, value, comparator) {
		let n = this;
		const cmp = comparator(key, n.key);
		if (cmp < 0) n = n.copy(null, null, null, n.left.insert(key, value, comparator), null);
		else if (cmp === 0) n = n.copy(null, value, null, null, null);
		else n = n.copy(null, null, null, null, n.right.insert(key, value, comparator));
		return n.fixUp();
	}
	removeMin() {
		if (this.left.isEmpty()) return LLRBNode.EMPTY;
		let n = this;
		if (!n.left.isRed() && !n.left.left.isRed()) n = n.moveRedLeft();
		n = n.copy(null, null, null, n.left.removeMin(), null);
		return n.fixUp();
	}
	remove(key, comparator) {
		let smallest;
		let n = this;
		if (comparator(key, n.key) < 0) {
			if (!n.left.isEmpty() && !n.left.isRed() && !n.left.left.isRed()) n = n.moveRedLeft();
			n = n.copy(null, null, null, n.left.remove(key, comparator), null);
		} else {
			if (n.left.isRed()) n = n.rotateRight();
			if (!n.right.isEmpty() && !n.right.isRed() && !n.right.left.isRed()) n = n.moveRedRight();
			if (comparator(key, n.key) === 0) {
				if (n.right.isEmpty()) return LLRBNode.EMPTY;
				else {
					smallest = n.right.min();
					n = n.copy(smallest.key, smallest.value, null, null, n.right.removeMin());
				}
			}
			n = n.copy(null, null, null, null, n.right.remove(key, comparator));
		}
		return n.fixUp();
	}
	isRed() {
		return this.color;
	}
	fixUp() {
		let n = this;
		if (n.right.isRed() && !n.left.isRed()) n = n.rotateLeft();
		if (n.left.isRed() && n.left.left.isRed()) n = n.rotateRight();
		if (n.left.isRed() && n.right.isRed()) n = n.colorFlip();
		return n;
	}
	moveRedLeft() {
		let n = this.colorFlip();
		if (n.right.left.isRed()) {
			n = n.copy(null, null, null, null, n.right.rotateRight());
			n = n.rotateLeft();
			n = n.colorFlip();
		}
		return n;
	}
	moveRedRight() {
		let n = this.colorFlip();
		if (n.left.left.isRed()) {
			n = n.rotateRight();
			n = n.colorFlip();
		}
		return n;
	}
	rotateLeft() {
		const nl = this.copy(null, null, LLRBNode.RED, null, this.right.left);
		return this.right.copy(null, null, this.color, nl, null);
	}
	rotateRight() {
		const nr = this.copy(null, null, LLRBNode.RED, this.left.right, null);
		return this.left.copy(null, null, this.color, null, nr);
	}
	colorFlip() {
		const left = this.left.copy(null, null, !this.left.color, null, null);
		const right = this.right.copy(null, null, !this.right.color, null, null);
		return this.copy(null, null, !this.color, left, right);
	}
	checkMaxDepth() {
		const blackDepth = this.check();
		if (Math.pow(2, blackDepth) <= this.size + 1) return true;
		else return false;
	}
	check() {
		if (this.isRed() && this.left.isRed()) throw fail(43730, {
			key: this.key,
			value: this.value
		});
		if (this.right.isRed()) throw fail(14113, {
			key: this.key,
			value: this.value
		});
		const blackDepth = this.left.check();
		if (blackDepth !== this.right.check()) throw fail(27949);
		else return blackDepth + (this.isRed() ? 0 : 1);
	}
};
LLRBNode.EMPTY = null;
LLRBNode.RED = true;
LLRBNode.BLACK = false;
var LLRBEmptyNode = class {
	constructor() {
		this.size = 0;
	}
	get key() {
		throw fail(57766);
	}
	get value() {
		throw fail(16141);
	}
	get color() {
		throw fail(16727);
	}
	get left() {
		throw fail(29726);
	}
	get right() {
		throw fail(36894);
	}
	copy(key, value, color, left, right) {
		return this;
	}
	insert(key, value, comparator) {
		return new LLRBNode(key, value);
	}
	remove(key, comparator) {
		return this;
	}
	isEmpty() {
		return true;
	}
	inorderTraversal(action) {
		return false;
	}
	reverseTraversal(action) {
		return false;
	}
	minKey() {
		return null;
	}
	maxKey() {
		return null;
	}
	isRed() {
		return false;
	}
	checkMaxDepth() {
		return true;
	}
	check() {
		return 0;
	}
};
LLRBNode.EMPTY = new LLRBEmptyNode();
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* SortedSet is an immutable (copy-on-write) collection that holds elements
* in order specified by the provided comparator.
*
* NOTE: if provided comparator returns 0 for two elements, we consider them to
* be equal!
*/
var SortedSet = class SortedSet {
	constructor(comparator) {
		this.comparator = comparator;
		this.data = new SortedMap(this.comparator);
	}
	has(elem) {
		return this.data.get(elem) !== null;
	}
	first() {
		return this.data.minKey();
	}
	last() {
		return this.data.maxKey();
	}
	get size() {
		return this.data.size;
	}
	indexOf(elem) {
		return this.data.indexOf(elem);
	}
	/** Iterates elements in order defined by "comparator" */
	forEach(cb) {
		this.data.inorderTraversal((k, v) => {
			cb(k);
			return false;
		});
	}
	/** Iterates over `elem`s such that: range[0] &lt;= elem &lt; range[1]. */
	forEachInRange(range, cb) {
		const iter = this.data.getIteratorFrom(range[0]);
		while (iter.hasNext()) {
			const elem = iter.getNext();
			if (this.comparator(elem.key, range[1]) >= 0) return;
			cb(elem.key);
		}
	}
	/**
	* Iterates over `elem`s such that: start &lt;= elem until false is returned.
	*/
	forEachWhile(cb, start) {
		let iter;
		if (start !== void 0) iter = this.data.getIteratorFrom(start);
		else iter = this.data.getIterator();
		while (iter.hasNext()) if (!cb(iter.getNext().key)) return;
	}
	/** Finds the least element greater than or equal to `elem`. */
	firstAfterOrEqual(elem) {
		const iter = this.data.getIteratorFrom(elem);
		return iter.hasNext() ? iter.getNext().key : null;
	}
	getIterator() {
		return new SortedSetIterator(this.data.getIterator());
	}
	getIteratorFrom(key) {
		return new SortedSetIterator(this.data.getIteratorFrom(key));
	}
	/** Inserts or updates an element */
	add(elem) {
		return this.copy(this.data.remove(elem).insert(elem, true));
	}
	/** Deletes an element */
	delete(elem) {
		if (!this.has(elem)) return this;
		return this.copy(this.data.remove(elem));
	}
	isEmpty() {
		return this.data.isEmpty();
	}
	unionWith(other) {
		let result = this;
		if (result.size < other.size) {
			result = other;
			other = this;
		}
		other.forEach((elem) => {
			result = result.add(elem);
		});
		return result;
	}
	isEqual(other) {
		if (!(other instanceof SortedSet)) return false;
		if (this.size !== other.size) return false;
		const thisIt = this.data.getIterator();
		const otherIt = other.data.getIterator();
		while (thisIt.hasNext()) {
			const thisElem = thisIt.getNext().key;
			const otherElem = otherIt.getNext().key;
			if (this.comparator(thisElem, otherElem) !== 0) return false;
		}
		return true;
	}
	toArray() {
		const res = [];
		this.forEach((targetId) => {
			res.push(targetId);
		});
		return res;
	}
	toString() {
		const result = [];
		this.forEach((elem) => result.push(elem));
		return "SortedSet(" + result.toString() + ")";
	}
	copy(data) {
		const result = new SortedSet(this.comparator);
		result.data = data;
		return result;
	}
};
var SortedSetIterator = class {
	constructor(iter) {
		this.iter = iter;
	}
	getNext() {
		return this.iter.getNext().key;
	}
	hasNext() {
		return this.iter.hasNext();
	}
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* An ObjectValue represents a MapValue in the Firestore Proto and offers the
* ability to add and remove fields (via the ObjectValueBuilder).
*/
var ObjectValue = class ObjectValue {
	constructor(value) {
		this.value = value;
	}
	static empty() {
		return new ObjectValue({ mapValue: {} });
	}
	/**
	* Returns the value at the given path or null.
	*
	* @param path - the path to search
	* @returns The value at the path or null if the path is not set.
	*/
	field(path) {
		if (path.isEmpty()) return this.value;
		else {
			let currentLevel = this.value;
			for (let i = 0; i < path.length - 1; ++i) {
				currentLevel = (currentLevel.mapValue.fields || {})[path.get(i)];
				if (!isMapValue(currentLevel)) return null;
			}
			currentLevel = (currentLevel.mapValue.fields || {})[path.lastSegment()];
			return currentLevel || null;
		}
	}
	/**
	* Sets the field to the provided value.
	*
	* @param path - The field path to set.
	* @param value - The value to set.
	*/
	set(path, value) {
		const fieldsMap = this.getFieldsMap(path.popLast());
		fieldsMap[path.lastSegment()] = deepClone(value);
	}
	/**
	* Sets the provided fields to the provided values.
	*
	* @param data - A map of fields to values (or null for deletes).
	*/
	setAll(data) {
		let parent = FieldPath$1.emptyPath();
		let upserts = {};
		let deletes = [];
		data.forEach((value, path) => {
			if (!parent.isImmediateParentOf(path)) {
				const fieldsMap = this.getFieldsMap(parent);
				this.applyChanges(fieldsMap, upserts, deletes);
				upserts = {};
				deletes = [];
				parent = path.popLast();
			}
			if (value) upserts[path.lastSegment()] = deepClone(value);
			else deletes.push(path.lastSegment());
		});
		const fieldsMap = this.getFieldsMap(parent);
		this.applyChanges(fieldsMap, upserts, deletes);
	}
	/**
	* Removes the field at the specified path. If there is no field at the
	* specified path, nothing is changed.
	*
	* @param path - The field path to remove.
	*/
	delete(path) {
		const nestedValue = this.field(path.popLast());
		if (isMapValue(nestedValue) && nestedValue.mapValue.fields) delete nestedValue.mapValue.fields[path.lastSegment()];
	}
	isEqual(other) {
		return valueEquals(this.value, other.value);
	}
	/**
	* Returns the map that contains the leaf element of `path`. If the parent
	* entry does not yet exist, or if it is not a map, a new map will be created.
	*/
	getFieldsMap(path) {
		let current = this.value;
		if (!current.mapValue.fields) current.mapValue = { fields: {} };
		for (let i = 0; i < path.length; ++i) {
			let next = current.mapValue.fields[path.get(i)];
			if (!isMapValue(next) || !next.mapValue.fields) {
				next = { mapValue: { fields: {} } };
				current.mapValue.fields[path.get(i)] = next;
			}
			current = next;
		}
		return current.mapValue.fields;
	}
	/**
	* Modifies `fieldsMap` by adding, replacing or deleting the specified
	* entries.
	*/
	applyChanges(fieldsMap, inserts, deletes) {
		forEach(inserts, (key, val) => fieldsMap[key] = val);
		for (const field of deletes) delete fieldsMap[field];
	}
	clone() {
		return new ObjectValue(deepClone(this.value));
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Represents a document in Firestore with a key, version, data and whether it
* has local mutations applied to it.
*
* Documents can transition between states via `convertToFoundDocument()`,
* `convertToNoDocument()` and `convertToUnknownDocument()`. If a document does
* not transition to one of these states even after all mutations have been
* applied, `isValidDocument()` returns false and the document should be removed
* from all views.
*/
var MutableDocument = class MutableDocument {
	constructor(key, documentType, version, readTime, createTime, data, documentState) {
		this.key = key;
		this.documentType = documentType;
		this.version = version;
		this.readTime = readTime;
		this.createTime = createTime;
		this.data = data;
		this.documentState = documentState;
	}
	/**
	* Creates a document with no known version or data, but which can serve as
	* base document for mutations.
	*/
	static newInvalidDocument(documentKey) {
		return new MutableDocument(documentKey, 0, SnapshotVersion.min(), SnapshotVersion.min(), SnapshotVersion.min(), ObjectValue.empty(), 0);
	}
	/**
	* Creates a new document that is known to exist with the given data at the
	* given version.
	*/
	static newFoundDocument(documentKey, version, createTime, value) {
		return new MutableDocument(documentKey, 1, version, SnapshotVersion.min(), createTime, value, 0);
	}
	/** Creates a new document that is known to not exist at the given version. */
	static newNoDocument(documentKey, version) {
		return new MutableDocument(documentKey, 2, version, SnapshotVersion.min(), SnapshotVersion.min(), ObjectValue.empty(), 0);
	}
	/**
	* Creates a new document that is known to exist at the given version but
	* whose data is not known (e.g. a document that was updated without a known
	* base document).
	*/
	static newUnknownDocument(documentKey, version) {
		return new MutableDocument(documentKey, 3, version, SnapshotVersion.min(), SnapshotVersion.min(), ObjectValue.empty(), 2);
	}
	/**
	* Changes the document type to indicate that it exists and that its version
	* and data are known.
	*/
	convertToFoundDocument(version, value) {
		if (this.createTime.isEqual(SnapshotVersion.min()) && (this.documentType === 2 || this.documentType === 0)) this.createTime = version;
		this.version = version;
		this.documentType = 1;
		this.data = value;
		this.documentState = 0;
		return this;
	}
	/**
	* Changes the document type to indicate that it doesn't exist at the given
	* version.
	*/
	convertToNoDocument(version) {
		this.version = version;
		this.documentType = 2;
		this.data = ObjectValue.empty();
		this.documentState = 0;
		return this;
	}
	/**
	* Changes the document type to indicate that it exists at a given version but
	* that its data is not known (e.g. a document that was updated without a known
	* base document).
	*/
	convertToUnknownDocument(version) {
		this.version = version;
		this.documentType = 3;
		this.data = ObjectValue.empty();
		this.documentState = 2;
		return this;
	}
	setHasCommittedMutations() {
		this.documentState = 2;
		return this;
	}
	setHasLocalMutations() {
		this.documentState = 1;
		this.version = SnapshotVersion.min();
		return this;
	}
	setReadTime(readTime) {
		this.readTime = readTime;
		return this;
	}
	get hasLocalMutations() {
		return this.documentState === 1;
	}
	get hasCommittedMutations() {
		return this.documentState === 2;
	}
	get hasPendingWrites() {
		return this.hasLocalMutations || this.hasCommittedMutations;
	}
	isValidDocument() {
		return this.documentType !== 0;
	}
	isFoundDocument() {
		return this.documentType === 1;
	}
	isNoDocument() {
		return this.documentType === 2;
	}
	isUnknownDocument() {
		return this.documentType === 3;
	}
	isEqual(other) {
		return other instanceof MutableDocument && this.key.isEqual(other.key) && this.version.isEqual(other.version) && this.documentType === other.documentType && this.documentState === other.documentState && this.data.isEqual(other.data);
	}
	mutableCopy() {
		return new MutableDocument(this.key, this.documentType, this.version, this.readTime, this.createTime, this.data.clone(), this.documentState);
	}
	toString() {
		return `Document(${this.key}, ${this.version}, ${JSON.stringify(this.data.value)}, {createTime: ${this.createTime}}), {documentType: ${this.documentType}}), {documentState: ${this.documentState}})`;
	}
};
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var TargetImpl = class {
	constructor(path, collectionGroup = null, orderBy = [], filters = [], limit = null, startAt = null, endAt = null) {
		this.path = path;
		this.collectionGroup = collectionGroup;
		this.orderBy = orderBy;
		this.filters = filters;
		this.limit = limit;
		this.startAt = startAt;
		this.endAt = endAt;
		this.memoizedCanonicalId = null;
	}
};
/**
* Initializes a Target with a path and optional additional query constraints.
* Path must currently be empty if this is a collection group query.
*
* NOTE: you should always construct `Target` from `Query.toTarget` instead of
* using this factory method, because `Query` provides an implicit `orderBy`
* property.
*/
function newTarget(path, collectionGroup = null, orderBy = [], filters = [], limit = null, startAt = null, endAt = null) {
	return new TargetImpl(path, collectionGroup, orderBy, filters, limit, startAt, endAt);
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Query encapsulates all the query attributes we support in the SDK. It can
* be run against the LocalStore, as well as be converted to a `Target` to
* query the RemoteStore results.
*
* Visible for testing.
*/
var QueryImpl = class {
	/**
	* Initializes a Query with a path and optional additional query constraints.
	* Path must currently be empty if this is a collection group query.
	*/
	constructor(path, collectionGroup = null, explicitOrderBy = [], filters = [], limit = null, limitType = "F", startAt = null, endAt = null) {
		this.path = path;
		this.collectionGroup = collectionGroup;
		this.explicitOrderBy = explicitOrderBy;
		this.filters = filters;
		this.limit = limit;
		this.limitType = limitType;
		this.startAt = startAt;
		this.endAt = endAt;
		this.memoizedNormalizedOrderBy = null;
		this.memoizedTarget = null;
		this.memoizedAggregateTarget = null;
		if (this.startAt);
		if (this.endAt);
	}
};
/** Creates a new Query for a query that matches all documents at `path` */
function newQueryForPath(path) {
	return new QueryImpl(path);
}
function getInequalityFilterFields(query) {
	let result = new SortedSet(FieldPath$1.comparator);
	query.filters.forEach((filter) => {
		filter.getFlattenedFilters().forEach((filter) => {
			if (filter.isInequality()) result = result.add(filter.field);
		});
	});
	return result;
}
/**
* Returns whether the query matches a collection group rather than a specific
* collection.
*/
function isCollectionGroupQuery(query) {
	return query.collectionGroup !== null;
}
/**
* Returns the normalized order-by constraint that is used to execute the Query,
* which can be different from the order-by constraints the user provided (e.g.
* the SDK and backend always orders by `__name__`). The normalized order-by
* includes implicit order-bys in addition to the explicit user provided
* order-bys.
*/
function queryNormalizedOrderBy(query) {
	const queryImpl = debugCast(query);
	if (queryImpl.memoizedNormalizedOrderBy === null) {
		queryImpl.memoizedNormalizedOrderBy = [];
		const fieldsNormalized = /* @__PURE__ */ new Set();
		for (const orderBy of queryImpl.explicitOrderBy) {
			queryImpl.memoizedNormalizedOrderBy.push(orderBy);
			fieldsNormalized.add(orderBy.field.canonicalString());
		}
		const lastDirection = queryImpl.explicitOrderBy.length > 0 ? queryImpl.explicitOrderBy[queryImpl.explicitOrderBy.length - 1].dir : "asc";
		getInequalityFilterFields(queryImpl).forEach((field) => {
			if (!fieldsNormalized.has(field.canonicalString()) && !field.isKeyField()) queryImpl.memoizedNormalizedOrderBy.push(new OrderBy(field, lastDirection));
		});
		if (!fieldsNormalized.has(FieldPath$1.keyField().canonicalString())) queryImpl.memoizedNormalizedOrderBy.push(new OrderBy(FieldPath$1.keyField(), lastDirection));
	}
	return queryImpl.memoizedNormalizedOrderBy;
}
/**
* Converts this `Query` instance to its corresponding `Target` representation.
*/
function queryToTarget(query) {
	const queryImpl = debugCast(query);
	if (!queryImpl.memoizedTarget) queryImpl.memoizedTarget = _queryToTarget(queryImpl, queryNormalizedOrderBy(query));
	return queryImpl.memoizedTarget;
}
function _queryToTarget(queryImpl, orderBys) {
	if (queryImpl.limitType === "F") return newTarget(queryImpl.path, queryImpl.collectionGroup, orderBys, queryImpl.filters, queryImpl.limit, queryImpl.startAt, queryImpl.endAt);
	else {
		orderBys = orderBys.map((orderBy) => {
			const dir = orderBy.dir === "desc" ? "asc" : "desc";
			return new OrderBy(orderBy.field, dir);
		});
		const startAt = queryImpl.endAt ? new Bound(queryImpl.endAt.position, queryImpl.endAt.inclusive) : null;
		const endAt = queryImpl.startAt ? new Bound(queryImpl.startAt.position, queryImpl.startAt.inclusive) : null;
		return newTarget(queryImpl.path, queryImpl.collectionGroup, orderBys, queryImpl.filters, queryImpl.limit, startAt, endAt);
	}
}
function queryWithAddedFilter(query, filter) {
	const newFilters = query.filters.concat([filter]);
	return new QueryImpl(query.path, query.collectionGroup, query.explicitOrderBy.slice(), newFilters, query.limit, query.limitType, query.startAt, query.endAt);
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Returns an DoubleValue for `value` that is encoded based the serializer's
* `useProto3Json` setting.
*/
function toDouble(serializer, value) {
	if (serializer.useProto3Json) {
		if (isNaN(value)) return { doubleValue: "NaN" };
		else if (value === Infinity) return { doubleValue: "Infinity" };
		else if (value === -Infinity) return { doubleValue: "-Infinity" };
	}
	return { doubleValue: isNegativeZero(value) ? "-0" : value };
}
/**
* Returns an IntegerValue for `value`.
*/
function toInteger(value) {
	return { integerValue: "" + value };
}
/**
* Returns a value for a number that's appropriate to put into a proto.
* The return value is an IntegerValue if it can safely represent the value,
* otherwise a DoubleValue is returned.
*/
function toNumber(serializer, value, options) {
	return isSafeInteger(value) ? toInteger(value) : toDouble(serializer, value);
}
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var DIRECTIONS = (() => {
	const dirs = {};
	dirs["asc"] = "ASCENDING";
	dirs["desc"] = "DESCENDING";
	return dirs;
})();
var OPERATORS = (() => {
	const ops = {};
	ops["<"] = "LESS_THAN";
	ops["<="] = "LESS_THAN_OR_EQUAL";
	ops[">"] = "GREATER_THAN";
	ops[">="] = "GREATER_THAN_OR_EQUAL";
	ops["=="] = "EQUAL";
	ops["!="] = "NOT_EQUAL";
	ops["array-contains"] = "ARRAY_CONTAINS";
	ops["in"] = "IN";
	ops["not-in"] = "NOT_IN";
	ops["array-contains-any"] = "ARRAY_CONTAINS_ANY";
	return ops;
})();
var COMPOSITE_OPERATORS = (() => {
	const ops = {};
	ops["and"] = "AND";
	ops["or"] = "OR";
	return ops;
})();
/**
* This class generates JsonObject values for the Datastore API suitable for
* sending to either GRPC stub methods or via the JSON/HTTP REST API.
*
* The serializer supports both Protobuf.js and Proto3 JSON formats. By
* setting `useProto3Json` to true, the serializer will use the Proto3 JSON
* format.
*
* For a description of the Proto3 JSON format check
* https://developers.google.com/protocol-buffers/docs/proto3#json
*
* TODO(klimt): We can remove the databaseId argument if we keep the full
* resource name in documents.
*/
var JsonProtoSerializer = class {
	constructor(databaseId, useProto3Json) {
		this.databaseId = databaseId;
		this.useProto3Json = useProto3Json;
	}
};
/**
* Returns a value for a number (or null) that's appropriate to put into
* a google.protobuf.Int32Value proto.
* DO NOT USE THIS FOR ANYTHING ELSE.
* This method cheats. It's typed as returning "number" because that's what
* our generated proto interfaces say Int32Value must be. But GRPC actually
* expects a { value: <number> } struct.
*/
function toInt32Proto(serializer, val) {
	if (serializer.useProto3Json || isNullOrUndefined(val)) return val;
	else return { value: val };
}
/**
* Returns a value for a Date that's appropriate to put into a proto.
*/
function toTimestamp(serializer, timestamp) {
	if (serializer.useProto3Json) return `${(/* @__PURE__ */ new Date(timestamp.seconds * 1e3)).toISOString().replace(/\.\d*/, "").replace("Z", "")}.${("000000000" + timestamp.nanoseconds).slice(-9)}Z`;
	else return {
		seconds: "" + timestamp.seconds,
		nanos: timestamp.nanoseconds
	};
}
/**
* Returns a Timestamp typed object given protobuf timestamp value.
*/
function fromTimestamp(date) {
	const timestamp = normalizeTimestamp(date);
	return new Timestamp(timestamp.seconds, timestamp.nanos);
}
/**
* Returns a value for bytes that's appropriate to put in a proto.
*
* Visible for testing.
*/
function toBytes(serializer, bytes) {
	if (serializer.useProto3Json) return bytes.toBase64();
	else return bytes.toUint8Array();
}
function fromVersion(version) {
	hardAssert(!!version, 49232);
	return SnapshotVersion.fromTimestamp(fromTimestamp(version));
}
function toResourceName(databaseId, path) {
	return toResourcePath(databaseId, path).canonicalString();
}
function toResourcePath(databaseId, path) {
	const resourcePath = fullyQualifiedPrefixPath(databaseId).child("documents");
	return path === void 0 ? resourcePath : resourcePath.child(path);
}
function fromResourceName(name) {
	const resource = ResourcePath.fromString(name);
	hardAssert(isValidResourceName(resource), 10190, { key: resource.toString() });
	return resource;
}
function toName(serializer, key) {
	return toResourceName(serializer.databaseId, key.path);
}
function fromName(serializer, name) {
	const resource = fromResourceName(name);
	if (resource.get(1) !== serializer.databaseId.projectId) throw new FirestoreError(Code.INVALID_ARGUMENT, "Tried to deserialize key from different project: " + resource.get(1) + " vs " + serializer.databaseId.projectId);
	if (resource.get(3) !== serializer.databaseId.database) throw new FirestoreError(Code.INVALID_ARGUMENT, "Tried to deserialize key from different database: " + resource.get(3) + " vs " + serializer.databaseId.database);
	return new DocumentKey(extractLocalPathFromResourceName(resource));
}
function toQueryPath(serializer, path) {
	return toResourceName(serializer.databaseId, path);
}
function fullyQualifiedPrefixPath(databaseId) {
	return new ResourcePath([
		"projects",
		databaseId.projectId,
		"databases",
		databaseId.database
	]);
}
function extractLocalPathFromResourceName(resourceName) {
	hardAssert(resourceName.length > 4 && resourceName.get(4) === "documents", 29091, { key: resourceName.toString() });
	return resourceName.popFirst(5);
}
function fromDocument(serializer, document, hasCommittedMutations) {
	const key = fromName(serializer, document.name);
	const version = fromVersion(document.updateTime);
	const createTime = document.createTime ? fromVersion(document.createTime) : SnapshotVersion.min();
	const data = new ObjectValue({ mapValue: { fields: document.fields } });
	const result = MutableDocument.newFoundDocument(key, version, createTime, data);
	return hasCommittedMutations ? result.setHasCommittedMutations() : result;
}
function fromFound(serializer, doc) {
	hardAssert(!!doc.found, 43571);
	doc.found.name;
	doc.found.updateTime;
	const key = fromName(serializer, doc.found.name);
	const version = fromVersion(doc.found.updateTime);
	const createTime = doc.found.createTime ? fromVersion(doc.found.createTime) : SnapshotVersion.min();
	const data = new ObjectValue({ mapValue: { fields: doc.found.fields } });
	return MutableDocument.newFoundDocument(key, version, createTime, data);
}
function fromMissing(serializer, result) {
	hardAssert(!!result.missing, 3894);
	hardAssert(!!result.readTime, 22933);
	const key = fromName(serializer, result.missing);
	const version = fromVersion(result.readTime);
	return MutableDocument.newNoDocument(key, version);
}
function fromBatchGetDocumentsResponse(serializer, result) {
	if ("found" in result) return fromFound(serializer, result);
	else if ("missing" in result) return fromMissing(serializer, result);
	return fail(7234, { result });
}
function toQueryTarget(serializer, target) {
	const queryTarget = { structuredQuery: {} };
	const path = target.path;
	let parent;
	if (target.collectionGroup !== null) {
		parent = path;
		queryTarget.structuredQuery.from = [{
			collectionId: target.collectionGroup,
			allDescendants: true
		}];
	} else {
		parent = path.popLast();
		queryTarget.structuredQuery.from = [{ collectionId: path.lastSegment() }];
	}
	queryTarget.parent = toQueryPath(serializer, parent);
	const where = toFilters(target.filters);
	if (where) queryTarget.structuredQuery.where = where;
	const orderBy = toOrder(target.orderBy);
	if (orderBy) queryTarget.structuredQuery.orderBy = orderBy;
	const limit = toInt32Proto(serializer, target.limit);
	if (limit !== null) queryTarget.structuredQuery.limit = limit;
	if (target.startAt) queryTarget.structuredQuery.startAt = toStartAtCursor(target.startAt);
	if (target.endAt) queryTarget.structuredQuery.endAt = toEndAtCursor(target.endAt);
	return {
		queryTarget,
		parent
	};
}
function toFilters(filters) {
	if (filters.length === 0) return;
	return toFilter(CompositeFilter.create(filters, "and"));
}
function toOrder(orderBys) {
	if (orderBys.length === 0) return;
	return orderBys.map((order) => toPropertyOrder(order));
}
function toStartAtCursor(cursor) {
	return {
		before: cursor.inclusive,
		values: cursor.position
	};
}
function toEndAtCursor(cursor) {
	return {
		before: !cursor.inclusive,
		values: cursor.position
	};
}
function toDirection(dir) {
	return DIRECTIONS[dir];
}
function toOperatorName(op) {
	return OPERATORS[op];
}
function toCompositeOperatorName(op) {
	return COMPOSITE_OPERATORS[op];
}
function toFieldPathReference(path) {
	return { fieldPath: path.canonicalString() };
}
function toPropertyOrder(orderBy) {
	return {
		field: toFieldPathReference(orderBy.field),
		direction: toDirection(orderBy.dir)
	};
}
function toFilter(filter) {
	if (filter instanceof FieldFilter) return toUnaryOrFieldFilter(filter);
	else if (filter instanceof CompositeFilter) return toCompositeFilter(filter);
	else return fail(54877, { filter });
}
function toCompositeFilter(filter) {
	const protos = filter.getFilters().map((filter) => toFilter(filter));
	if (protos.length === 1) return protos[0];
	return { compositeFilter: {
		op: toCompositeOperatorName(filter.op),
		filters: protos
	} };
}
function toUnaryOrFieldFilter(filter) {
	if (filter.op === "==") {
		if (isNanValue(filter.value)) return { unaryFilter: {
			field: toFieldPathReference(filter.field),
			op: "IS_NAN"
		} };
		else if (isNullValue(filter.value)) return { unaryFilter: {
			field: toFieldPathReference(filter.field),
			op: "IS_NULL"
		} };
	} else if (filter.op === "!=") {
		if (isNanValue(filter.value)) return { unaryFilter: {
			field: toFieldPathReference(filter.field),
			op: "IS_NOT_NAN"
		} };
		else if (isNullValue(filter.value)) return { unaryFilter: {
			field: toFieldPathReference(filter.field),
			op: "IS_NOT_NULL"
		} };
	}
	return { fieldFilter: {
		field: toFieldPathReference(filter.field),
		op: toOperatorName(filter.op),
		value: filter.value
	} };
}
function isValidResourceName(path) {
	return path.length >= 4 && path.get(0) === "projects" && path.get(2) === "databases";
}
function isProtoValueSerializable(value) {
	return !!value && typeof value._toProto === "function" && value._protoValueType === "ProtoValue";
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function newSerializer(databaseId) {
	return new JsonProtoSerializer(databaseId, true);
}
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Datastore and its related methods are a wrapper around the external Google
* Cloud Datastore grpc API, which provides an interface that is more convenient
* for the rest of the client SDK architecture to consume.
*/
var Datastore = class {};
/**
* An implementation of Datastore that exposes additional state for internal
* consumption.
*/
var DatastoreImpl = class extends Datastore {
	constructor(authCredentials, appCheckCredentials, connection, serializer) {
		super();
		this.authCredentials = authCredentials;
		this.appCheckCredentials = appCheckCredentials;
		this.connection = connection;
		this.serializer = serializer;
		this.terminated = false;
	}
	verifyInitialized() {
		if (this.terminated) throw new FirestoreError(Code.FAILED_PRECONDITION, "The client has already been terminated.");
	}
	/** Invokes the provided RPC with auth and AppCheck tokens. */
	invokeRPC(rpcName, databaseId, resourcePath, request) {
		this.verifyInitialized();
		return Promise.all([this.authCredentials.getToken(), this.appCheckCredentials.getToken()]).then(([authToken, appCheckToken]) => {
			return this.connection.invokeRPC(rpcName, toResourcePath(databaseId, resourcePath), request, authToken, appCheckToken);
		}).catch((error) => {
			if (error.name === "FirebaseError") {
				if (error.code === Code.UNAUTHENTICATED) {
					this.authCredentials.invalidateToken();
					this.appCheckCredentials.invalidateToken();
				}
				throw error;
			} else throw new FirestoreError(Code.UNKNOWN, error.toString());
		});
	}
	/** Invokes the provided RPC with streamed results with auth and AppCheck tokens. */
	invokeStreamingRPC(rpcName, databaseId, resourcePath, request, expectedResponseCount) {
		this.verifyInitialized();
		return Promise.all([this.authCredentials.getToken(), this.appCheckCredentials.getToken()]).then(([authToken, appCheckToken]) => {
			return this.connection.invokeStreamingRPC(rpcName, toResourcePath(databaseId, resourcePath), request, authToken, appCheckToken, expectedResponseCount);
		}).catch((error) => {
			if (error.name === "FirebaseError") {
				if (error.code === Code.UNAUTHENTICATED) {
					this.authCredentials.invalidateToken();
					this.appCheckCredentials.invalidateToken();
				}
				throw error;
			} else throw new FirestoreError(Code.UNKNOWN, error.toString());
		});
	}
	terminate() {
		this.terminated = true;
		this.connection.terminate();
	}
};
function newDatastore(authCredentials, appCheckCredentials, connection, serializer) {
	return new DatastoreImpl(authCredentials, appCheckCredentials, connection, serializer);
}
async function invokeBatchGetDocumentsRpc(datastore, keys) {
	const datastoreImpl = debugCast(datastore);
	const request = { documents: keys.map((k) => toName(datastoreImpl.serializer, k)) };
	const response = await datastoreImpl.invokeStreamingRPC("BatchGetDocuments", datastoreImpl.serializer.databaseId, ResourcePath.emptyPath(), request, keys.length);
	const docs = /* @__PURE__ */ new Map();
	response.forEach((proto) => {
		const doc = fromBatchGetDocumentsResponse(datastoreImpl.serializer, proto);
		docs.set(doc.key.toString(), doc);
	});
	const result = [];
	keys.forEach((key) => {
		const doc = docs.get(key.toString());
		hardAssert(!!doc, 55234, { key });
		result.push(doc);
	});
	return result;
}
async function invokeRunQueryRpc(datastore, query) {
	const datastoreImpl = debugCast(datastore);
	const { queryTarget, parent } = toQueryTarget(datastoreImpl.serializer, queryToTarget(query));
	return (await datastoreImpl.invokeStreamingRPC("RunQuery", datastoreImpl.serializer.databaseId, parent, { structuredQuery: queryTarget.structuredQuery })).filter((proto) => !!proto.document).map((proto) => fromDocument(datastoreImpl.serializer, proto.document, void 0));
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var LOG_TAG = "ComponentProvider";
/**
* An instance map that ensures only one Datastore exists per Firestore
* instance.
*/
var datastoreInstances = /* @__PURE__ */ new Map();
/**
* Returns an initialized and started Datastore for the given Firestore
* instance. Callers must invoke removeComponents() when the Firestore
* instance is terminated.
*/
function getDatastore(firestore) {
	if (firestore._terminated) throw new FirestoreError(Code.FAILED_PRECONDITION, "The client has already been terminated.");
	if (!datastoreInstances.has(firestore)) {
		logDebug(LOG_TAG, "Initializing Datastore");
		const connection = newConnection(makeDatabaseInfo(firestore._databaseId, firestore.app.options.appId || "", firestore._persistenceKey, firestore.app.options.apiKey, firestore._freezeSettings()));
		const serializer = newSerializer(firestore._databaseId);
		const datastore = newDatastore(firestore._authCredentials, firestore._appCheckCredentials, connection, serializer);
		datastoreInstances.set(firestore, datastore);
	}
	return datastoreInstances.get(firestore);
}
/**
* Removes all components associated with the provided instance. Must be called
* when the `Firestore` instance is terminated.
*/
function removeComponents(firestore) {
	const datastore = datastoreInstances.get(firestore);
	if (datastore) {
		logDebug(LOG_TAG, "Removing Datastore");
		datastoreInstances.delete(firestore);
		datastore.terminate();
	}
}
function makeDatabaseInfo(databaseId, appId, persistenceKey, apiKey, settings) {
	return new DatabaseInfo(databaseId, appId, persistenceKey, settings.host, settings.ssl, settings.experimentalForceLongPolling, settings.experimentalAutoDetectLongPolling, cloneLongPollingOptions(settings.experimentalLongPollingOptions), settings.useFetchStreams, settings.isUsingEmulator, apiKey, settings._customHeaders, settings.grpcFlowControlWindow);
}
/**
* @license
* Copyright 2018 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var LRU_COLLECTION_DISABLED = -1;
var LRU_DEFAULT_CACHE_SIZE_BYTES = 41943040;
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var LRU_MINIMUM_CACHE_SIZE_BYTES = 1048576;
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var DEFAULT_HOST = "firestore.googleapis.com";
var DEFAULT_SSL = true;
var MIN_LONG_POLLING_TIMEOUT_SECONDS = 5;
var MAX_LONG_POLLING_TIMEOUT_SECONDS = 30;
var DEFAULT_AUTO_DETECT_LONG_POLLING = true;
/**
* A concrete type describing all the values that can be applied via a
* user-supplied `FirestoreSettings` object. This is a separate type so that
* defaults can be supplied and the value can be checked for equality.
*/
var FirestoreSettingsImpl = class {
	constructor(settings) {
		if (settings.host === void 0) {
			if (settings.ssl !== void 0) throw new FirestoreError(Code.INVALID_ARGUMENT, "Can't provide ssl option if host option is not set");
			this.host = DEFAULT_HOST;
			this.ssl = DEFAULT_SSL;
		} else {
			this.host = settings.host;
			this.ssl = settings.ssl ?? DEFAULT_SSL;
		}
		this.isUsingEmulator = settings.emulatorOptions !== void 0;
		this.credentials = settings.credentials;
		this.ignoreUndefinedProperties = !!settings.ignoreUndefinedProperties;
		this.localCache = settings.localCache;
		if (settings._customHeaders) this._customHeaders = { ...settings._customHeaders };
		if (settings.cacheSizeBytes === void 0) this.cacheSizeBytes = LRU_DEFAULT_CACHE_SIZE_BYTES;
		else if (settings.cacheSizeBytes !== LRU_COLLECTION_DISABLED && settings.cacheSizeBytes < LRU_MINIMUM_CACHE_SIZE_BYTES) throw new FirestoreError(Code.INVALID_ARGUMENT, `cacheSizeBytes must be at least ${LRU_MINIMUM_CACHE_SIZE_BYTES}`);
		else this.cacheSizeBytes = settings.cacheSizeBytes;
		validateIsNotUsedTogether("experimentalForceLongPolling", settings.experimentalForceLongPolling, "experimentalAutoDetectLongPolling", settings.experimentalAutoDetectLongPolling);
		this.experimentalForceLongPolling = !!settings.experimentalForceLongPolling;
		if (this.experimentalForceLongPolling) this.experimentalAutoDetectLongPolling = false;
		else if (settings.experimentalAutoDetectLongPolling === void 0) this.experimentalAutoDetectLongPolling = DEFAULT_AUTO_DETECT_LONG_POLLING;
		else this.experimentalAutoDetectLongPolling = !!settings.experimentalAutoDetectLongPolling;
		this.experimentalLongPollingOptions = cloneLongPollingOptions(settings.experimentalLongPollingOptions ?? {});
		validateLongPollingOptions(this.experimentalLongPollingOptions);
		this.useFetchStreams = !!settings.useFetchStreams;
		if (settings.grpcFlowControlWindow !== void 0) {
			if (typeof settings.grpcFlowControlWindow !== "number" || settings.grpcFlowControlWindow <= 0 || settings.grpcFlowControlWindow > 2147483647 || !Number.isInteger(settings.grpcFlowControlWindow)) throw new FirestoreError(Code.INVALID_ARGUMENT, "grpcFlowControlWindow must be a positive integer and cannot exceed 2147483647");
			this.grpcFlowControlWindow = settings.grpcFlowControlWindow;
		}
	}
	isEqual(other) {
		return this.host === other.host && this.ssl === other.ssl && this.credentials === other.credentials && this.cacheSizeBytes === other.cacheSizeBytes && this.experimentalForceLongPolling === other.experimentalForceLongPolling && this.experimentalAutoDetectLongPolling === other.experimentalAutoDetectLongPolling && longPollingOptionsEqual(this.experimentalLongPollingOptions, other.experimentalLongPollingOptions) && this.ignoreUndefinedProperties === other.ignoreUndefinedProperties && this.useFetchStreams === other.useFetchStreams && this.grpcFlowControlWindow === other.grpcFlowControlWindow && customHeadersEqual(this._customHeaders, other._customHeaders);
	}
};
function customHeadersEqual(a, b) {
	if (a === b) return true;
	if (!a || !b) return false;
	const keysA = Object.keys(a);
	const keysB = Object.keys(b);
	if (keysA.length !== keysB.length) return false;
	for (const key of keysA) if (a[key] !== b[key]) return false;
	return true;
}
function validateLongPollingOptions(options) {
	if (options.timeoutSeconds !== void 0) {
		if (isNaN(options.timeoutSeconds)) throw new FirestoreError(Code.INVALID_ARGUMENT, `invalid long polling timeout: ${options.timeoutSeconds} (must not be NaN)`);
		if (options.timeoutSeconds < MIN_LONG_POLLING_TIMEOUT_SECONDS) throw new FirestoreError(Code.INVALID_ARGUMENT, `invalid long polling timeout: ${options.timeoutSeconds} (minimum allowed value is ${MIN_LONG_POLLING_TIMEOUT_SECONDS})`);
		if (options.timeoutSeconds > MAX_LONG_POLLING_TIMEOUT_SECONDS) throw new FirestoreError(Code.INVALID_ARGUMENT, `invalid long polling timeout: ${options.timeoutSeconds} (maximum allowed value is ${MAX_LONG_POLLING_TIMEOUT_SECONDS})`);
	}
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* The Cloud Firestore service interface.
*
* Do not call this constructor directly. Instead, use {@link (getFirestore:1)}.
*/
var Firestore = class {
	/** @hideconstructor */
	constructor(_authCredentials, _appCheckCredentials, _databaseId, _app) {
		this._authCredentials = _authCredentials;
		this._appCheckCredentials = _appCheckCredentials;
		this._databaseId = _databaseId;
		this._app = _app;
		/**
		* Whether it's a Firestore or Firestore Lite instance.
		*/
		this.type = "firestore-lite";
		this._persistenceKey = "(lite)";
		this._settings = new FirestoreSettingsImpl({});
		this._settingsFrozen = false;
		this._emulatorOptions = {};
		this._terminateTask = "notTerminated";
	}
	/**
	* The {@link @firebase/app#FirebaseApp} associated with this `Firestore` service
	* instance.
	*/
	get app() {
		if (!this._app) throw new FirestoreError(Code.FAILED_PRECONDITION, "Firestore was not initialized using the Firebase SDK. 'app' is not available");
		return this._app;
	}
	get _initialized() {
		return this._settingsFrozen;
	}
	get _terminated() {
		return this._terminateTask !== "notTerminated";
	}
	_setSettings(settings) {
		if (this._settingsFrozen) throw new FirestoreError(Code.FAILED_PRECONDITION, "Firestore has already been started and its settings can no longer be changed. You can only modify settings before calling any other methods on a Firestore object.");
		this._settings = new FirestoreSettingsImpl(settings);
		this._emulatorOptions = settings.emulatorOptions || {};
		if (settings.credentials !== void 0) this._authCredentials = makeAuthCredentialsProvider(settings.credentials);
	}
	_getSettings() {
		return this._settings;
	}
	_getEmulatorOptions() {
		return this._emulatorOptions;
	}
	_freezeSettings() {
		this._settingsFrozen = true;
		return this._settings;
	}
	_delete() {
		if (this._terminateTask === "notTerminated") this._terminateTask = this._terminate();
		return this._terminateTask;
	}
	async _restart() {
		if (this._terminateTask === "notTerminated") await this._terminate();
		else this._terminateTask = "notTerminated";
	}
	/** Returns a JSON-serializable representation of this `Firestore` instance. */
	toJSON() {
		return {
			app: this._app,
			databaseId: this._databaseId,
			settings: this._settings
		};
	}
	/**
	* Terminates all components used by this client. Subclasses can override
	* this method to clean up their own dependencies, but must also call this
	* method.
	*
	* Only ever called once.
	*/
	_terminate() {
		removeComponents(this);
		return Promise.resolve();
	}
};
function getFirestore(appOrDatabaseId, optionalDatabaseId) {
	const app = typeof appOrDatabaseId === "object" ? appOrDatabaseId : getApp();
	const databaseId = typeof appOrDatabaseId === "string" ? appOrDatabaseId : optionalDatabaseId || "(default)";
	const db = _getProvider(app, "firestore/lite").getImmediate({ identifier: databaseId });
	if (!db._initialized) {
		const emulator = getDefaultEmulatorHostnameAndPort("firestore");
		if (emulator) connectFirestoreEmulator(db, ...emulator);
	}
	return db;
}
/**
* Modify this instance to communicate with the Cloud Firestore emulator.
*
* Note: This must be called before this instance has been used to do any
* operations.
*
* @param firestore - The `Firestore` instance to configure to connect to the
* emulator.
* @param host - the emulator host (ex: localhost).
* @param port - the emulator port (ex: 9000).
* @param options.mockUserToken - the mock auth token to use for unit testing
* Security Rules.
*/
function connectFirestoreEmulator(firestore, host, port, options = {}) {
	firestore = cast(firestore, Firestore);
	const useSsl = isCloudWorkstation(host);
	const settings = firestore._getSettings();
	const existingConfig = {
		...settings,
		emulatorOptions: firestore._getEmulatorOptions()
	};
	const newHostSetting = `${host}:${port}`;
	if (useSsl) pingServer(`https://${newHostSetting}`);
	if (settings.host !== DEFAULT_HOST && settings.host !== newHostSetting) logWarn("Host has been set in both settings() and connectFirestoreEmulator(), emulator host will be used.");
	const newConfig = {
		...settings,
		host: newHostSetting,
		ssl: useSsl,
		emulatorOptions: options
	};
	if (deepEqual(newConfig, existingConfig)) return;
	firestore._setSettings(newConfig);
	if (options.mockUserToken) {
		let token;
		let user;
		if (typeof options.mockUserToken === "string") {
			token = options.mockUserToken;
			user = User.MOCK_USER;
		} else {
			token = createMockUserToken(options.mockUserToken, firestore._app?.options.projectId);
			const uid = options.mockUserToken.sub || options.mockUserToken.user_id;
			if (!uid) throw new FirestoreError(Code.INVALID_ARGUMENT, "mockUserToken must contain 'sub' or 'user_id' field!");
			user = new User(uid);
		}
		firestore._authCredentials = new EmulatorAuthCredentialsProvider(new OAuthToken(token, user));
	}
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A `Query` refers to a query which you can read or listen to. You can also
* construct refined `Query` objects by adding filters and ordering.
*/
var Query = class Query {
	/** @hideconstructor protected */
	constructor(firestore, converter, _query) {
		this.converter = converter;
		this._query = _query;
		/** The type of this Firestore reference. */
		this.type = "query";
		this.firestore = firestore;
	}
	withConverter(converter) {
		return new Query(this.firestore, converter, this._query);
	}
};
/**
* A `DocumentReference` refers to a document location in a Firestore database
* and can be used to write, read, or listen to the location. The document at
* the referenced location may or may not exist.
*/
var DocumentReference = class DocumentReference {
	/** @hideconstructor */
	constructor(firestore, converter, _key) {
		this.converter = converter;
		this._key = _key;
		/** The type of this Firestore reference. */
		this.type = "document";
		this.firestore = firestore;
	}
	get _path() {
		return this._key.path;
	}
	/**
	* The document's identifier within its collection.
	*/
	get id() {
		return this._key.path.lastSegment();
	}
	/**
	* A string representing the path of the referenced document (relative
	* to the root of the database).
	*/
	get path() {
		return this._key.path.canonicalString();
	}
	/**
	* The collection this `DocumentReference` belongs to.
	*/
	get parent() {
		return new CollectionReference(this.firestore, this.converter, this._key.path.popLast());
	}
	withConverter(converter) {
		return new DocumentReference(this.firestore, converter, this._key);
	}
	/**
	* Returns a JSON-serializable representation of this `DocumentReference` instance.
	*
	* @returns a JSON representation of this object.
	*/
	toJSON() {
		return {
			type: DocumentReference._jsonSchemaVersion,
			referencePath: this._key.toString()
		};
	}
	static fromJSON(firestore, json, converter) {
		if (validateJSON(json, DocumentReference._jsonSchema)) return new DocumentReference(firestore, converter ? converter : null, new DocumentKey(ResourcePath.fromString(json.referencePath)));
	}
};
DocumentReference._jsonSchemaVersion = "firestore/documentReference/1.0";
DocumentReference._jsonSchema = {
	type: property("string", DocumentReference._jsonSchemaVersion),
	referencePath: property("string")
};
/**
* A `CollectionReference` object can be used for adding documents, getting
* document references, and querying for documents (using {@link (query:1)}).
*/
var CollectionReference = class CollectionReference extends Query {
	/** @hideconstructor */
	constructor(firestore, converter, _path) {
		super(firestore, converter, newQueryForPath(_path));
		this._path = _path;
		/** The type of this Firestore reference. */
		this.type = "collection";
	}
	/** The collection's identifier. */
	get id() {
		return this._query.path.lastSegment();
	}
	/**
	* A string representing the path of the referenced collection (relative
	* to the root of the database).
	*/
	get path() {
		return this._query.path.canonicalString();
	}
	/**
	* A reference to the containing `DocumentReference` if this is a
	* subcollection. If this isn't a subcollection, the reference is null.
	*/
	get parent() {
		const parentPath = this._path.popLast();
		if (parentPath.isEmpty()) return null;
		else return new DocumentReference(this.firestore, null, new DocumentKey(parentPath));
	}
	withConverter(converter) {
		return new CollectionReference(this.firestore, converter, this._path);
	}
};
function collection(parent, path, ...pathSegments) {
	parent = getModularInstance(parent);
	validateNonEmptyArgument("collection", "path", path);
	if (parent instanceof Firestore) {
		const absolutePath = ResourcePath.fromString(path, ...pathSegments);
		validateCollectionPath(absolutePath);
		return new CollectionReference(parent, null, absolutePath);
	} else {
		if (!(parent instanceof DocumentReference) && !(parent instanceof CollectionReference)) throw new FirestoreError(Code.INVALID_ARGUMENT, "Expected first argument to collection() to be a CollectionReference, a DocumentReference or FirebaseFirestore");
		const absolutePath = parent._path.child(ResourcePath.fromString(path, ...pathSegments));
		validateCollectionPath(absolutePath);
		return new CollectionReference(parent.firestore, null, absolutePath);
	}
}
function doc(parent, path, ...pathSegments) {
	parent = getModularInstance(parent);
	if (arguments.length === 1) path = AutoId.newId();
	validateNonEmptyArgument("doc", "path", path);
	if (parent instanceof Firestore) {
		const absolutePath = ResourcePath.fromString(path, ...pathSegments);
		validateDocumentPath(absolutePath);
		return new DocumentReference(parent, null, new DocumentKey(absolutePath));
	} else {
		if (!(parent instanceof DocumentReference) && !(parent instanceof CollectionReference)) throw new FirestoreError(Code.INVALID_ARGUMENT, "Expected first argument to doc() to be a CollectionReference, a DocumentReference or FirebaseFirestore");
		const absolutePath = parent._path.child(ResourcePath.fromString(path, ...pathSegments));
		validateDocumentPath(absolutePath);
		return new DocumentReference(parent.firestore, parent instanceof CollectionReference ? parent.converter : null, new DocumentKey(absolutePath));
	}
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* An immutable object representing an array of bytes.
*/
var Bytes = class Bytes {
	/** @hideconstructor */
	constructor(byteString) {
		this._byteString = byteString;
	}
	/**
	* Creates a new `Bytes` object from the given Base64 string, converting it to
	* bytes.
	*
	* @param base64 - The Base64 string used to create the `Bytes` object.
	*/
	static fromBase64String(base64) {
		try {
			return new Bytes(ByteString.fromBase64String(base64));
		} catch (e) {
			throw new FirestoreError(Code.INVALID_ARGUMENT, "Failed to construct data from Base64 string: " + e);
		}
	}
	/**
	* Creates a new `Bytes` object from the given Uint8Array.
	*
	* @param array - The Uint8Array used to create the `Bytes` object.
	*/
	static fromUint8Array(array) {
		return new Bytes(ByteString.fromUint8Array(array));
	}
	/**
	* Returns the underlying bytes as a Base64-encoded string.
	*
	* @returns The Base64-encoded string created from the `Bytes` object.
	*/
	toBase64() {
		return this._byteString.toBase64();
	}
	/**
	* Returns the underlying bytes in a new `Uint8Array`.
	*
	* @returns The Uint8Array created from the `Bytes` object.
	*/
	toUint8Array() {
		return this._byteString.toUint8Array();
	}
	/**
	* Returns a string representation of the `Bytes` object.
	*
	* @returns A string representation of the `Bytes` object.
	*/
	toString() {
		return "Bytes(base64: " + this.toBase64() + ")";
	}
	/**
	* Returns true if this `Bytes` object is equal to the provided one.
	*
	* @param other - The `Bytes` object to compare against.
	* @returns true if this `Bytes` object is equal to the provided one.
	*/
	isEqual(other) {
		return this._byteString.isEqual(other._byteString);
	}
	/**
	* Returns a JSON-serializable representation of this `Bytes` instance.
	*
	* @returns a JSON representation of this object.
	*/
	toJSON() {
		return {
			type: Bytes._jsonSchemaVersion,
			bytes: this.toBase64()
		};
	}
	/**
	* Builds a `Bytes` instance from a JSON object created by {@link Bytes.toJSON}.
	*
	* @param json - a JSON object represention of a `Bytes` instance
	* @returns an instance of {@link Bytes} if the JSON object could be parsed. Throws a
	* {@link FirestoreError} if an error occurs.
	*/
	static fromJSON(json) {
		if (validateJSON(json, Bytes._jsonSchema)) return Bytes.fromBase64String(json.bytes);
	}
};
Bytes._jsonSchemaVersion = "firestore/bytes/1.0";
Bytes._jsonSchema = {
	type: property("string", Bytes._jsonSchemaVersion),
	bytes: property("string")
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A `FieldPath` refers to a field in a document. The path may consist of a
* single field name (referring to a top-level field in the document), or a
* list of field names (referring to a nested field in the document).
*
* Create a `FieldPath` by providing field names. If more than one field
* name is provided, the path will point to a nested field in a document.
*/
var FieldPath = class {
	/**
	* Creates a `FieldPath` from the provided field names. If more than one field
	* name is provided, the path will point to a nested field in a document.
	*
	* @param fieldNames - A list of field names.
	*/
	constructor(...fieldNames) {
		for (let i = 0; i < fieldNames.length; ++i) if (fieldNames[i].length === 0) throw new FirestoreError(Code.INVALID_ARGUMENT, "Invalid field name at argument $(i + 1). Field names must not be empty.");
		this._internalPath = new FieldPath$1(fieldNames);
	}
	/**
	* Returns true if this `FieldPath` is equal to the provided one.
	*
	* @param other - The `FieldPath` to compare against.
	* @returns true if this `FieldPath` is equal to the provided one.
	*/
	isEqual(other) {
		return this._internalPath.isEqual(other._internalPath);
	}
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Sentinel values that can be used when writing document fields with `set()`
* or `update()`.
*/
var FieldValue = class {
	/**
	* @param _methodName - The public API endpoint that returns this class.
	* @hideconstructor
	*/
	constructor(_methodName) {
		this._methodName = _methodName;
	}
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* An immutable object representing a geographic location in Firestore. The
* location is represented as latitude/longitude pair.
*
* Latitude values are in the range of [-90, 90].
* Longitude values are in the range of [-180, 180].
*/
var GeoPoint = class GeoPoint {
	/**
	* Creates a new immutable `GeoPoint` object with the provided latitude and
	* longitude values.
	* @param latitude - The latitude as number between -90 and 90.
	* @param longitude - The longitude as number between -180 and 180.
	*/
	constructor(latitude, longitude) {
		if (!isFinite(latitude) || latitude < -90 || latitude > 90) throw new FirestoreError(Code.INVALID_ARGUMENT, "Latitude must be a number between -90 and 90, but was: " + latitude);
		if (!isFinite(longitude) || longitude < -180 || longitude > 180) throw new FirestoreError(Code.INVALID_ARGUMENT, "Longitude must be a number between -180 and 180, but was: " + longitude);
		this._lat = latitude;
		this._long = longitude;
	}
	/**
	* The latitude of this `GeoPoint` instance.
	*/
	get latitude() {
		return this._lat;
	}
	/**
	* The longitude of this `GeoPoint` instance.
	*/
	get longitude() {
		return this._long;
	}
	/**
	* Returns true if this `GeoPoint` is equal to the provided one.
	*
	* @param other - The `GeoPoint` to compare against.
	* @returns true if this `GeoPoint` is equal to the provided one.
	*/
	isEqual(other) {
		return this._lat === other._lat && this._long === other._long;
	}
	/**
	* Actually private to JS consumers of our API, so this function is prefixed
	* with an underscore.
	*/
	_compareTo(other) {
		return primitiveComparator(this._lat, other._lat) || primitiveComparator(this._long, other._long);
	}
	/**
	* Returns a JSON-serializable representation of this `GeoPoint` instance.
	*
	* @returns a JSON representation of this object.
	*/
	toJSON() {
		return {
			latitude: this._lat,
			longitude: this._long,
			type: GeoPoint._jsonSchemaVersion
		};
	}
	/**
	* Builds a `GeoPoint` instance from a JSON object created by {@link GeoPoint.toJSON}.
	*
	* @param json - a JSON object represention of a `GeoPoint` instance
	* @returns an instance of {@link GeoPoint} if the JSON object could be parsed. Throws a
	* {@link FirestoreError} if an error occurs.
	*/
	static fromJSON(json) {
		if (validateJSON(json, GeoPoint._jsonSchema)) return new GeoPoint(json.latitude, json.longitude);
	}
};
GeoPoint._jsonSchemaVersion = "firestore/geoPoint/1.0";
GeoPoint._jsonSchema = {
	type: property("string", GeoPoint._jsonSchemaVersion),
	latitude: property("number"),
	longitude: property("number")
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Returns true iff the array contains the value using strong equality.
*/
/**
* Verifies equality for an array of primitives.
*
* @private
* @internal
* @param left - Array of primitives.
* @param right - Array of primitives.
* @returns True if arrays are equal.
*/
function isPrimitiveArrayEqual(left, right) {
	if (left.length !== right.length) return false;
	for (let i = 0; i < left.length; ++i) if (left[i] !== right[i]) return false;
	return true;
}
/**
* @license
* Copyright 2024 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Represents a vector type in Firestore documents.
* Create an instance with <code>{@link vector}</code>.
*/
var VectorValue = class VectorValue {
	/**
	* @private
	* @internal
	*/
	constructor(values) {
		this._values = (values || []).map((n) => n);
	}
	/**
	* Returns a copy of the raw number array form of the vector.
	*/
	toArray() {
		return this._values.map((n) => n);
	}
	/**
	* Returns `true` if the two `VectorValue` values have the same raw number arrays, returns `false` otherwise.
	*/
	isEqual(other) {
		return isPrimitiveArrayEqual(this._values, other._values);
	}
	/**
	* Returns a JSON-serializable representation of this `VectorValue` instance.
	*
	* @returns a JSON representation of this object.
	*/
	toJSON() {
		return {
			type: VectorValue._jsonSchemaVersion,
			vectorValues: this._values
		};
	}
	/**
	* Builds a `VectorValue` instance from a JSON object created by {@link VectorValue.toJSON}.
	*
	* @param json - a JSON object represention of a `VectorValue` instance.
	* @returns an instance of {@link VectorValue} if the JSON object could be parsed. Throws a
	* {@link FirestoreError} if an error occurs.
	*/
	static fromJSON(json) {
		if (validateJSON(json, VectorValue._jsonSchema)) {
			if (Array.isArray(json.vectorValues) && json.vectorValues.every((element) => typeof element === "number")) return new VectorValue(json.vectorValues);
			throw new FirestoreError(Code.INVALID_ARGUMENT, "Expected 'vectorValues' field to be a number array");
		}
	}
};
VectorValue._jsonSchemaVersion = "firestore/vectorValue/1.0";
VectorValue._jsonSchema = {
	type: property("string", VectorValue._jsonSchemaVersion),
	vectorValues: property("object")
};
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var RESERVED_FIELD_REGEX = /^__.*__$/;
function isWrite(dataSource) {
	switch (dataSource) {
		case 0:
		case 2:
		case 1: return true;
		case 3:
		case 4: return false;
		default: throw fail(40011, { dataSource });
	}
}
/** A "context" object passed around while parsing user data. */
var ParseContextImpl = class ParseContextImpl {
	/**
	* Initializes a ParseContext with the given source and path.
	*
	* @param settings - The settings for the parser.
	* @param databaseId - The database ID of the Firestore instance.
	* @param serializer - The serializer to use to generate the Value proto.
	* @param ignoreUndefinedProperties - Whether to ignore undefined properties
	* rather than throw.
	* @param fieldTransforms - A mutable list of field transforms encountered
	* while parsing the data.
	* @param fieldMask - A mutable list of field paths encountered while parsing
	* the data.
	*
	* TODO(b/34871131): We don't support array paths right now, so path can be
	* null to indicate the context represents any location within an array (in
	* which case certain features will not work and errors will be somewhat
	* compromised).
	*/
	constructor(settings, databaseId, serializer, ignoreUndefinedProperties, fieldTransforms, fieldMask) {
		this.settings = settings;
		this.databaseId = databaseId;
		this.serializer = serializer;
		this.ignoreUndefinedProperties = ignoreUndefinedProperties;
		if (fieldTransforms === void 0) this.validatePath();
		this.fieldTransforms = fieldTransforms || [];
		this.fieldMask = fieldMask || [];
	}
	get path() {
		return this.settings.path;
	}
	get dataSource() {
		return this.settings.dataSource;
	}
	/** Returns a new context with the specified settings overwritten. */
	contextWith(configuration) {
		return new ParseContextImpl({
			...this.settings,
			...configuration
		}, this.databaseId, this.serializer, this.ignoreUndefinedProperties, this.fieldTransforms, this.fieldMask);
	}
	childContextForField(field) {
		const childPath = this.path?.child(field);
		const context = this.contextWith({
			path: childPath,
			arrayElement: false
		});
		context.validatePathSegment(field);
		return context;
	}
	childContextForFieldPath(field) {
		const childPath = this.path?.child(field);
		const context = this.contextWith({
			path: childPath,
			arrayElement: false
		});
		context.validatePath();
		return context;
	}
	childContextForArray(index) {
		return this.contextWith({
			path: void 0,
			arrayElement: true
		});
	}
	createError(reason) {
		return createError(reason, this.settings.methodName, this.settings.hasConverter || false, this.path, this.settings.targetDoc);
	}
	/** Returns 'true' if 'fieldPath' was traversed when creating this context. */
	contains(fieldPath) {
		return this.fieldMask.find((field) => fieldPath.isPrefixOf(field)) !== void 0 || this.fieldTransforms.find((transform) => fieldPath.isPrefixOf(transform.field)) !== void 0;
	}
	validatePath() {
		if (!this.path) return;
		for (let i = 0; i < this.path.length; i++) this.validatePathSegment(this.path.get(i));
	}
	validatePathSegment(segment) {
		if (segment.length === 0) throw this.createError("Document fields must not be empty");
		if (isWrite(this.dataSource) && RESERVED_FIELD_REGEX.test(segment)) throw this.createError("Document fields cannot begin and end with \"__\"");
	}
};
/**
* Helper for parsing raw user input (provided via the API) into internal model
* classes.
*/
var UserDataReader = class {
	constructor(databaseId, ignoreUndefinedProperties, serializer) {
		this.databaseId = databaseId;
		this.ignoreUndefinedProperties = ignoreUndefinedProperties;
		this.serializer = serializer || newSerializer(databaseId);
	}
	/** Creates a new top-level parse context. */
	createContext(dataSource, methodName, targetDoc, hasConverter = false) {
		return new ParseContextImpl({
			dataSource,
			methodName,
			targetDoc,
			path: FieldPath$1.emptyPath(),
			arrayElement: false,
			hasConverter
		}, this.databaseId, this.serializer, this.ignoreUndefinedProperties);
	}
};
function newUserDataReader(firestore) {
	const settings = firestore._freezeSettings();
	const serializer = newSerializer(firestore._databaseId);
	return new UserDataReader(firestore._databaseId, !!settings.ignoreUndefinedProperties, serializer);
}
/**
* Parse a "query value" (e.g. value in a where filter or a value in a cursor
* bound).
*
* @param allowArrays - Whether the query value is an array that may directly
* contain additional arrays (e.g. the operand of an `in` query).
*/
function parseQueryValue(userDataReader, methodName, input, allowArrays = false) {
	return parseData(input, userDataReader.createContext(allowArrays ? 4 : 3, methodName));
}
/**
* Parses user data to Protobuf Values.
*
* @param input - Data to be parsed.
* @param context - A context object representing the current path being parsed,
* the source of the data being parsed, etc.
* @returns The parsed value, or null if the value was a FieldValue sentinel
* that should not be included in the resulting parsed data.
*/
function parseData(input, context, options) {
	input = getModularInstance(input);
	if (looksLikeJsonObject(input)) {
		validatePlainObject("Unsupported field value:", context, input);
		return parseObject(input, context);
	} else if (input instanceof FieldValue) {
		parseSentinelFieldValue(input, context);
		return null;
	} else if (input === void 0 && context.ignoreUndefinedProperties) return null;
	else {
		if (context.path) context.fieldMask.push(context.path);
		if (input instanceof Array) {
			if (context.settings.arrayElement && context.dataSource !== 4) throw context.createError("Nested arrays are not supported");
			return parseArray(input, context);
		} else return parseScalarValue(input, context);
	}
}
function parseObject(obj, context) {
	const fields = {};
	if (isEmpty(obj)) {
		if (context.path && context.path.length > 0) context.fieldMask.push(context.path);
	} else forEach(obj, (key, val) => {
		const parsedValue = parseData(val, context.childContextForField(key));
		if (parsedValue != null) fields[key] = parsedValue;
	});
	return { mapValue: { fields } };
}
function parseArray(array, context) {
	const values = [];
	let entryIndex = 0;
	for (const entry of array) {
		let parsedEntry = parseData(entry, context.childContextForArray(entryIndex));
		if (parsedEntry == null) parsedEntry = { nullValue: "NULL_VALUE" };
		values.push(parsedEntry);
		entryIndex++;
	}
	return { arrayValue: { values } };
}
/**
* "Parses" the provided FieldValueImpl, adding any necessary transforms to
* context.fieldTransforms.
*/
function parseSentinelFieldValue(value, context) {
	if (!isWrite(context.dataSource)) throw context.createError(`${value._methodName}() can only be used with update() and set()`);
	if (!context.path) throw context.createError(`${value._methodName}() is not currently supported inside arrays`);
	const fieldTransform = value._toFieldTransform(context);
	if (fieldTransform) context.fieldTransforms.push(fieldTransform);
}
/**
* Helper to parse a scalar value (i.e. not an Object, Array, or FieldValue)
*
* @returns The parsed value
*/
function parseScalarValue(value, context, options) {
	value = getModularInstance(value);
	if (value === null) return { nullValue: "NULL_VALUE" };
	else if (typeof value === "number") return toNumber(context.serializer, value);
	else if (typeof value === "boolean") return { booleanValue: value };
	else if (typeof value === "string") return { stringValue: value };
	else if (value instanceof Date) {
		const timestamp = Timestamp.fromDate(value);
		return { timestampValue: toTimestamp(context.serializer, timestamp) };
	} else if (value instanceof Timestamp) {
		const timestamp = new Timestamp(value.seconds, Math.floor(value.nanoseconds / 1e3) * 1e3);
		return { timestampValue: toTimestamp(context.serializer, timestamp) };
	} else if (isTemporalInstant(value)) {
		const timestamp = Timestamp.fromInstant(value);
		const truncatedTimestamp = new Timestamp(timestamp.seconds, Math.floor(timestamp.nanoseconds / 1e3) * 1e3);
		return { timestampValue: toTimestamp(context.serializer, truncatedTimestamp) };
	} else if (value instanceof GeoPoint) return { geoPointValue: {
		latitude: value.latitude,
		longitude: value.longitude
	} };
	else if (value instanceof Bytes) return { bytesValue: toBytes(context.serializer, value._byteString) };
	else if (value instanceof DocumentReference) {
		const thisDb = context.databaseId;
		const otherDb = value.firestore._databaseId;
		if (!otherDb.isEqual(thisDb)) throw context.createError(`Document reference is for database ${otherDb.projectId}/${otherDb.database} but should be for database ${thisDb.projectId}/${thisDb.database}`);
		return { referenceValue: toResourceName(value.firestore._databaseId || context.databaseId, value._key.path) };
	} else if (value instanceof VectorValue) return parseVectorValue(value, context);
	else if (isProtoValueSerializable(value)) return value._toProto(context.serializer);
	else throw context.createError(`Unsupported field value: ${valueDescription(value)}`);
}
/**
* Checks if the given value is an instance of `Temporal.Instant`.
* Checks both `instanceof` against runtime `Temporal.Instant` (if available)
* and duck typing via `[Symbol.toStringTag]` and `epochNanoseconds` bigint property
* to support polyfills or cross-realm instances.
*/
function isTemporalInstant(value) {
	if (typeof value !== "object" || value === null) return false;
	if (typeof Temporal !== "undefined" && typeof Temporal.Instant === "function") {
		if (value instanceof Temporal.Instant) return true;
	}
	const instant = value;
	return instant[Symbol.toStringTag] === "Temporal.Instant" && typeof instant.epochNanoseconds === "bigint";
}
/**
* Creates a new VectorValue proto value (using the internal format).
*/
function parseVectorValue(value, context) {
	const values = value instanceof VectorValue ? value.toArray() : value;
	return { mapValue: { fields: {
		[TYPE_KEY]: { stringValue: VECTOR_VALUE_SENTINEL },
		[VECTOR_MAP_VECTORS_KEY]: { arrayValue: { values: values.map((value) => {
			if (typeof value !== "number") throw context.createError("VectorValues must only contain numeric values.");
			return toDouble(context.serializer, value);
		}) } }
	} } };
}
/**
* Checks whether an object looks like a JSON object that should be converted
* into a struct. Normal class/prototype instances are considered to look like
* JSON objects since they should be converted to a struct value. Arrays, Dates,
* GeoPoints, etc. are not considered to look like JSON objects since they map
* to specific FieldValue types other than ObjectValue.
*/
function looksLikeJsonObject(input) {
	return typeof input === "object" && input !== null && !(input instanceof Array) && !(input instanceof Date) && !(input instanceof Timestamp) && !(input instanceof GeoPoint) && !(input instanceof Bytes) && !(input instanceof DocumentReference) && !(input instanceof FieldValue) && !(input instanceof VectorValue) && !isTemporalInstant(input) && !isProtoValueSerializable(input);
}
function validatePlainObject(message, context, input) {
	if (!looksLikeJsonObject(input) || !isPlainObject(input)) {
		const description = valueDescription(input);
		if (description === "an object") throw context.createError(message + " a custom object");
		else throw context.createError(message + " " + description);
	}
}
/**
* Helper that calls fromDotSeparatedString() but wraps any error thrown.
*/
function fieldPathFromArgument(methodName, path, targetDoc) {
	path = getModularInstance(path);
	if (path instanceof FieldPath) return path._internalPath;
	else if (typeof path === "string") return fieldPathFromDotSeparatedString(methodName, path);
	else throw createError("Field path arguments must be of type string or ", methodName, false, void 0, targetDoc);
}
/**
* Matches any characters in a field path string that are reserved.
*/
var FIELD_PATH_RESERVED = /* @__PURE__ */ new RegExp("[~\\*/\\[\\]]");
/**
* Wraps fromDotSeparatedString with an error message about the method that
* was thrown.
* @param methodName - The publicly visible method name
* @param path - The dot-separated string form of a field path which will be
* split on dots.
* @param targetDoc - The document against which the field path will be
* evaluated.
*/
function fieldPathFromDotSeparatedString(methodName, path, targetDoc) {
	if (path.search(FIELD_PATH_RESERVED) >= 0) throw createError(`Invalid field path (${path}). Paths must not contain '~', '*', '/', '[', or ']'`, methodName, false, void 0, targetDoc);
	try {
		return new FieldPath(...path.split("."))._internalPath;
	} catch (e) {
		throw createError(`Invalid field path (${path}). Paths must not be empty, begin with '.', end with '.', or contain '..'`, methodName, false, void 0, targetDoc);
	}
}
function createError(reason, methodName, hasConverter, path, targetDoc) {
	const hasPath = path && !path.isEmpty();
	const hasDocument = targetDoc !== void 0;
	let message = `Function ${methodName}() called with invalid data`;
	if (hasConverter) message += " (via `toFirestore()`)";
	message += ". ";
	let description = "";
	if (hasPath || hasDocument) {
		description += " (found";
		if (hasPath) description += ` in field ${path}`;
		if (hasDocument) description += ` in document ${targetDoc}`;
		description += ")";
	}
	return new FirestoreError(Code.INVALID_ARGUMENT, message + reason + description);
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* A `DocumentSnapshot` contains data read from a document in your Firestore
* database. The data can be extracted with `.data()` or `.get(<field>)` to
* get a specific field.
*
* For a `DocumentSnapshot` that points to a non-existing document, any data
* access will return 'undefined'. You can use the `exists()` method to
* explicitly verify a document's existence.
*/
var DocumentSnapshot = class {
	/** @hideconstructor protected */
	constructor(_firestore, _userDataWriter, _key, _document, _converter) {
		this._firestore = _firestore;
		this._userDataWriter = _userDataWriter;
		this._key = _key;
		this._document = _document;
		this._converter = _converter;
	}
	/** Property of the `DocumentSnapshot` that provides the document's ID. */
	get id() {
		return this._key.path.lastSegment();
	}
	/**
	* The `DocumentReference` for the document included in the `DocumentSnapshot`.
	*/
	get ref() {
		return new DocumentReference(this._firestore, this._converter, this._key);
	}
	/**
	* Signals whether or not the document at the snapshot's location exists.
	*
	* @returns true if the document exists.
	*/
	exists() {
		return this._document !== null;
	}
	/**
	* Retrieves all fields in the document as an `Object`. Returns `undefined` if
	* the document doesn't exist.
	*
	* @returns An `Object` containing all fields in the document or `undefined`
	* if the document doesn't exist.
	*/
	data() {
		if (!this._document) return;
		else if (this._converter) {
			const snapshot = new QueryDocumentSnapshot(this._firestore, this._userDataWriter, this._key, this._document, null);
			return this._converter.fromFirestore(snapshot);
		} else return this._userDataWriter.convertValue(this._document.data.value);
	}
	/**
	* @internal
	* @private
	*
	* Retrieves all fields in the document as a proto Value. Returns `undefined` if
	* the document doesn't exist.
	*
	* @returns An `Object` containing all fields in the document or `undefined`
	* if the document doesn't exist.
	*/
	_fieldsProto() {
		return this._document?.data.clone().value.mapValue.fields ?? void 0;
	}
	/**
	* Retrieves the field specified by `fieldPath`. Returns `undefined` if the
	* document or field doesn't exist.
	*
	* @param fieldPath - The path (for example 'foo' or 'foo.bar') to a specific
	* field.
	* @returns The data at the specified field location or undefined if no such
	* field exists in the document.
	*/
	get(fieldPath) {
		if (this._document) {
			const value = this._document.data.field(fieldPathFromArgument("DocumentSnapshot.get", fieldPath));
			if (value !== null) return this._userDataWriter.convertValue(value);
		}
	}
};
/**
* A `QueryDocumentSnapshot` contains data read from a document in your
* Firestore database as part of a query. The document is guaranteed to exist
* and its data can be extracted with `.data()` or `.get(<field>)` to get a
* specific field.
*
* A `QueryDocumentSnapshot` offers the same API surface as a
* `DocumentSnapshot`. Since query results contain only existing documents, the
* `exists` property will always be true and `data()` will never return
* 'undefined'.
*/
var QueryDocumentSnapshot = class extends DocumentSnapshot {
	/**
	* Retrieves all fields in the document as an `Object`.
	*
	* @override
	* @returns An `Object` containing all fields in the document.
	*/
	data() {
		return super.data();
	}
};
/**
* A `QuerySnapshot` contains zero or more `DocumentSnapshot` objects
* representing the results of a query. The documents can be accessed as an
* array via the `docs` property or enumerated using the `forEach` method. The
* number of documents can be determined via the `empty` and `size`
* properties.
*/
var QuerySnapshot = class {
	/** @hideconstructor */
	constructor(_query, _docs) {
		this._docs = _docs;
		this.query = _query;
	}
	/** An array of all the documents in the `QuerySnapshot`. */
	get docs() {
		return [...this._docs];
	}
	/** The number of documents in the `QuerySnapshot`. */
	get size() {
		return this.docs.length;
	}
	/** True if there are no documents in the `QuerySnapshot`. */
	get empty() {
		return this.docs.length === 0;
	}
	/**
	* Enumerates all of the documents in the `QuerySnapshot`.
	*
	* @param callback - A callback to be called with a `QueryDocumentSnapshot` for
	* each document in the snapshot.
	* @param thisArg - The `this` binding for the callback.
	*/
	forEach(callback, thisArg) {
		this._docs.forEach(callback, thisArg);
	}
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function validateHasExplicitOrderByForLimitToLast(query) {
	if (query.limitType === "L" && query.explicitOrderBy.length === 0) throw new FirestoreError(Code.UNIMPLEMENTED, "limitToLast() queries require specifying at least one orderBy() clause");
}
/**
* An `AppliableConstraint` is an abstraction of a constraint that can be applied
* to a Firestore query.
*/
var AppliableConstraint = class {};
/**
* A `QueryConstraint` is used to narrow the set of documents returned by a
* Firestore query. `QueryConstraint`s are created by invoking {@link where},
* {@link orderBy}, {@link (startAt:1)}, {@link (startAfter:1)}, {@link
* (endBefore:1)}, {@link (endAt:1)}, {@link limit}, {@link limitToLast} and
* can then be passed to {@link (query:1)} to create a new query instance that
* also contains this `QueryConstraint`.
*/
var QueryConstraint = class extends AppliableConstraint {};
function query(query, queryConstraint, ...additionalQueryConstraints) {
	let queryConstraints = [];
	if (queryConstraint instanceof AppliableConstraint) queryConstraints.push(queryConstraint);
	queryConstraints = queryConstraints.concat(additionalQueryConstraints);
	validateQueryConstraintArray(queryConstraints);
	for (const constraint of queryConstraints) query = constraint._apply(query);
	return query;
}
/**
* A `QueryFieldFilterConstraint` is used to narrow the set of documents returned by
* a Firestore query by filtering on one or more document fields.
* `QueryFieldFilterConstraint`s are created by invoking {@link where} and can then
* be passed to {@link (query:1)} to create a new query instance that also contains
* this `QueryFieldFilterConstraint`.
*/
var QueryFieldFilterConstraint = class QueryFieldFilterConstraint extends QueryConstraint {
	/**
	* @internal
	*/
	constructor(_field, _op, _value) {
		super();
		this._field = _field;
		this._op = _op;
		this._value = _value;
		/** The type of this query constraint */
		this.type = "where";
	}
	static _create(_field, _op, _value) {
		return new QueryFieldFilterConstraint(_field, _op, _value);
	}
	_apply(query) {
		const filter = this._parse(query);
		validateNewFieldFilter(query._query, filter);
		return new Query(query.firestore, query.converter, queryWithAddedFilter(query._query, filter));
	}
	_parse(query) {
		const reader = newUserDataReader(query.firestore);
		return newQueryFilter(query._query, "where", reader, query.firestore._databaseId, this._field, this._op, this._value);
	}
};
/**
* Creates a {@link QueryFieldFilterConstraint} that enforces that documents
* must contain the specified field and that the value should satisfy the
* relation constraint provided.
*
* @param fieldPath - The path to compare
* @param opStr - The operation string (e.g "&lt;", "&lt;=", "==", "&lt;",
*   "&lt;=", "!=").
* @param value - The value for comparison
* @returns The created {@link QueryFieldFilterConstraint}.
*/
function where(fieldPath, opStr, value) {
	const op = opStr;
	const field = fieldPathFromArgument("where", fieldPath);
	return QueryFieldFilterConstraint._create(field, op, value);
}
/**
* A `QueryCompositeFilterConstraint` is used to narrow the set of documents
* returned by a Firestore query by performing the logical OR or AND of multiple
* {@link QueryFieldFilterConstraint}s or {@link QueryCompositeFilterConstraint}s.
* `QueryCompositeFilterConstraint`s are created by invoking {@link or} or
* {@link and} and can then be passed to {@link (query:1)} to create a new query
* instance that also contains the `QueryCompositeFilterConstraint`.
*/
var QueryCompositeFilterConstraint = class QueryCompositeFilterConstraint extends AppliableConstraint {
	/**
	* @internal
	*/
	constructor(type, _queryConstraints) {
		super();
		this.type = type;
		this._queryConstraints = _queryConstraints;
	}
	static _create(type, _queryConstraints) {
		return new QueryCompositeFilterConstraint(type, _queryConstraints);
	}
	_parse(query) {
		const parsedFilters = this._queryConstraints.map((queryConstraint) => {
			return queryConstraint._parse(query);
		}).filter((parsedFilter) => parsedFilter.getFilters().length > 0);
		if (parsedFilters.length === 1) return parsedFilters[0];
		return CompositeFilter.create(parsedFilters, this._getOperator());
	}
	_apply(query) {
		const parsedFilter = this._parse(query);
		if (parsedFilter.getFilters().length === 0) return query;
		validateNewFilter(query._query, parsedFilter);
		return new Query(query.firestore, query.converter, queryWithAddedFilter(query._query, parsedFilter));
	}
	_getQueryConstraints() {
		return this._queryConstraints;
	}
	_getOperator() {
		return this.type === "and" ? "and" : "or";
	}
};
function newQueryFilter(query, methodName, dataReader, databaseId, fieldPath, op, value) {
	let fieldValue;
	if (fieldPath.isKeyField()) {
		if (op === "array-contains" || op === "array-contains-any") throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid Query. You can't perform '${op}' queries on documentId().`);
		else if (op === "in" || op === "not-in") {
			validateDisjunctiveFilterElements(value, op);
			const referenceList = [];
			for (const arrayValue of value) referenceList.push(parseDocumentIdValue(databaseId, query, arrayValue));
			fieldValue = { arrayValue: { values: referenceList } };
		} else fieldValue = parseDocumentIdValue(databaseId, query, value);
	} else {
		if (op === "in" || op === "not-in" || op === "array-contains-any") validateDisjunctiveFilterElements(value, op);
		fieldValue = parseQueryValue(dataReader, methodName, value, op === "in" || op === "not-in");
	}
	return FieldFilter.create(fieldPath, op, fieldValue);
}
/**
* Parses the given `documentIdValue` into a `ReferenceValue`, throwing
* appropriate errors if the value is anything other than a `DocumentReference`
* or `string`, or if the string is malformed.
*/
function parseDocumentIdValue(databaseId, query, documentIdValue) {
	documentIdValue = getModularInstance(documentIdValue);
	if (typeof documentIdValue === "string") {
		if (documentIdValue === "") throw new FirestoreError(Code.INVALID_ARGUMENT, "Invalid query. When querying with documentId(), you must provide a valid document ID, but it was an empty string.");
		if (!isCollectionGroupQuery(query) && documentIdValue.indexOf("/") !== -1) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid query. When querying a collection by documentId(), you must provide a plain document ID, but '${documentIdValue}' contains a '/' character.`);
		const path = query.path.child(ResourcePath.fromString(documentIdValue));
		if (!DocumentKey.isDocumentKey(path)) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid query. When querying a collection group by documentId(), the value provided must result in a valid document path, but '${path}' is not because it has an odd number of segments (${path.length}).`);
		return refValue(databaseId, new DocumentKey(path));
	} else if (documentIdValue instanceof DocumentReference) return refValue(databaseId, documentIdValue._key);
	else throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid query. When querying with documentId(), you must provide a valid string or a DocumentReference, but it was: ${valueDescription(documentIdValue)}.`);
}
/**
* Validates that the value passed into a disjunctive filter satisfies all
* array requirements.
*/
function validateDisjunctiveFilterElements(value, operator) {
	if (!Array.isArray(value) || value.length === 0) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid Query. A non-empty array is required for '${operator.toString()}' filters.`);
}
/**
* Given an operator, returns the set of operators that cannot be used with it.
*
* This is not a comprehensive check, and this function should be removed in the
* long term. Validations should occur in the Firestore backend.
*
* Operators in a query must adhere to the following set of rules:
* 1. Only one inequality per query.
* 2. `NOT_IN` cannot be used with array, disjunctive, or `NOT_EQUAL` operators.
*/
function conflictingOps(op) {
	switch (op) {
		case "!=": return ["!=", "not-in"];
		case "array-contains-any":
		case "in": return ["not-in"];
		case "not-in": return [
			"array-contains-any",
			"in",
			"not-in",
			"!="
		];
		default: return [];
	}
}
function validateNewFieldFilter(query, fieldFilter) {
	const conflictingOp = findOpInsideFilters(query.filters, conflictingOps(fieldFilter.op));
	if (conflictingOp !== null) {
		if (conflictingOp === fieldFilter.op) throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid query. You cannot use more than one '${fieldFilter.op.toString()}' filter.`);
		else throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid query. You cannot use '${fieldFilter.op.toString()}' filters with '${conflictingOp.toString()}' filters.`);
	}
}
function validateNewFilter(query, filter) {
	let testQuery = query;
	const subFilters = filter.getFlattenedFilters();
	for (const subFilter of subFilters) {
		validateNewFieldFilter(testQuery, subFilter);
		testQuery = queryWithAddedFilter(testQuery, subFilter);
	}
}
function findOpInsideFilters(filters, operators) {
	for (const filter of filters) for (const fieldFilter of filter.getFlattenedFilters()) if (operators.indexOf(fieldFilter.op) >= 0) return fieldFilter.op;
	return null;
}
function validateQueryConstraintArray(queryConstraint) {
	const compositeFilterCount = queryConstraint.filter((filter) => filter instanceof QueryCompositeFilterConstraint).length;
	const fieldFilterCount = queryConstraint.filter((filter) => filter instanceof QueryFieldFilterConstraint).length;
	if (compositeFilterCount > 1 || compositeFilterCount > 0 && fieldFilterCount > 0) throw new FirestoreError(Code.INVALID_ARGUMENT, "InvalidQuery. When using composite filters, you cannot use more than one filter at the top level. Consider nesting the multiple filters within an `and(...)` statement. For example: change `query(query, where(...), or(...))` to `query(query, and(where(...), or(...)))`.");
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Converts Firestore's internal types to the JavaScript types that we expose
* to the user.
*
* @internal
*/
var AbstractUserDataWriter = class {
	convertValue(value, serverTimestampBehavior = "none") {
		switch (typeOrder(value)) {
			case 0: return null;
			case 1: return value.booleanValue;
			case 2: return normalizeNumber(value.integerValue || value.doubleValue);
			case 3: return this.convertTimestamp(value.timestampValue);
			case 4: return this.convertServerTimestamp(value, serverTimestampBehavior);
			case 5: return value.stringValue;
			case 6: return this.convertBytes(normalizeByteString(value.bytesValue));
			case 7: return this.convertReference(value.referenceValue);
			case 8: return this.convertGeoPoint(value.geoPointValue);
			case 9: return this.convertArray(value.arrayValue, serverTimestampBehavior);
			case 11: return this.convertObject(value.mapValue, serverTimestampBehavior);
			case 10: return this.convertVectorValue(value.mapValue);
			default: throw fail(62114, { value });
		}
	}
	convertObject(mapValue, serverTimestampBehavior) {
		return this.convertObjectMap(mapValue.fields, serverTimestampBehavior);
	}
	/**
	* @internal
	*/
	convertObjectMap(fields, serverTimestampBehavior = "none") {
		const result = {};
		forEach(fields, (key, value) => {
			result[key] = this.convertValue(value, serverTimestampBehavior);
		});
		return result;
	}
	/**
	* @internal
	*/
	convertVectorValue(mapValue) {
		const values = mapValue.fields?.[VECTOR_MAP_VECTORS_KEY].arrayValue?.values?.map((value) => {
			return normalizeNumber(value.doubleValue);
		});
		return new VectorValue(values);
	}
	convertGeoPoint(value) {
		return new GeoPoint(normalizeNumber(value.latitude), normalizeNumber(value.longitude));
	}
	convertArray(arrayValue, serverTimestampBehavior) {
		return (arrayValue.values || []).map((value) => this.convertValue(value, serverTimestampBehavior));
	}
	convertServerTimestamp(value, serverTimestampBehavior) {
		switch (serverTimestampBehavior) {
			case "previous":
				const previousValue = getPreviousValue(value);
				if (previousValue == null) return null;
				return this.convertValue(previousValue, serverTimestampBehavior);
			case "estimate": return this.convertTimestamp(getLocalWriteTime(value));
			default: return null;
		}
	}
	convertTimestamp(value) {
		const normalizedValue = normalizeTimestamp(value);
		return new Timestamp(normalizedValue.seconds, normalizedValue.nanos);
	}
	convertDocumentKey(name, expectedDatabaseId) {
		const resourcePath = ResourcePath.fromString(name);
		hardAssert(isValidResourceName(resourcePath), 9688, { name });
		const databaseId = new DatabaseId(resourcePath.get(1), resourcePath.get(3));
		const key = new DocumentKey(resourcePath.popFirst(5));
		if (!databaseId.isEqual(expectedDatabaseId)) logError(`A document reference to ${key} refers to a different database (${databaseId.projectId}/${databaseId.database}), which is not supported. It will be treated as a reference in the current database (${expectedDatabaseId.projectId}/${expectedDatabaseId.database}) instead.`);
		return key;
	}
};
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var LiteUserDataWriter = class extends AbstractUserDataWriter {
	constructor(firestore) {
		super();
		this.firestore = firestore;
	}
	convertBytes(bytes) {
		return new Bytes(bytes);
	}
	convertReference(name) {
		const key = this.convertDocumentKey(name, this.firestore._databaseId);
		return new DocumentReference(this.firestore, null, key);
	}
};
/**
* Reads the document referred to by the specified document reference.
*
* All documents are directly fetched from the server, even if the document was
* previously read or modified. Recent modifications are only reflected in the
* retrieved `DocumentSnapshot` if they have already been applied by the
* backend. If the client is offline, the read fails. If you like to use
* caching or see local modifications, please use the full Firestore SDK.
*
* @param reference - The reference of the document to fetch.
* @returns A Promise resolved with a `DocumentSnapshot` containing the current
* document contents.
*/
function getDoc(reference) {
	reference = cast(reference, DocumentReference);
	const datastore = getDatastore(reference.firestore);
	const userDataWriter = new LiteUserDataWriter(reference.firestore);
	return invokeBatchGetDocumentsRpc(datastore, [reference._key]).then((result) => {
		hardAssert(result.length === 1, 15618);
		const document = result[0];
		return new DocumentSnapshot(reference.firestore, userDataWriter, reference._key, document.isFoundDocument() ? document : null, reference.converter);
	});
}
/**
* Executes the query and returns the results as a {@link QuerySnapshot}.
*
* All queries are executed directly by the server, even if the query was
* previously executed. Recent modifications are only reflected in the retrieved
* results if they have already been applied by the backend. If the client is
* offline, the operation fails. To see previously cached result and local
* modifications, use the full Firestore SDK.
*
* @param query - The `Query` to execute.
* @returns A Promise that will be resolved with the results of the query.
*/
function getDocs(query) {
	query = cast(query, Query);
	validateHasExplicitOrderByForLimitToLast(query._query);
	const datastore = getDatastore(query.firestore);
	const userDataWriter = new LiteUserDataWriter(query.firestore);
	return invokeRunQueryRpc(datastore, query._query).then((result) => {
		const docs = result.map((doc) => new QueryDocumentSnapshot(query.firestore, userDataWriter, doc.key, doc, query.converter));
		if (query._query.limitType === "L") docs.reverse();
		return new QuerySnapshot(query, docs);
	});
}
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
// ../node_modules/@firebase/firestore/dist/lite/index.node.mjs
var version = "4.17.2";
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function registerFirestore() {
	setSDKVersion(`${SDK_VERSION$1}_lite`);
	_registerComponent(new Component("firestore/lite", (container, { instanceIdentifier: databaseId, options: settings }) => {
		const app = container.getProvider("app").getImmediate();
		const firestoreInstance = new Firestore(new LiteAuthCredentialsProvider(container.getProvider("auth-internal")), new LiteAppCheckTokenProvider(app, container.getProvider("app-check-internal")), databaseIdFromApp(app, databaseId), app);
		if (settings) firestoreInstance._setSettings(settings);
		return firestoreInstance;
	}, "PUBLIC").setMultipleInstances(true));
	registerVersion("firestore-lite", version, "node");
	registerVersion("firestore-lite", version, "esm2020");
}
/**
* @license
* Copyright 2023 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2022 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2019 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2017 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Firestore Lite
*
* @remarks Firestore Lite is a small online-only SDK that allows read
* and write access to your Firestore database. All operations connect
* directly to the backend, and `onSnapshot()` APIs are not supported.
* @packageDocumentation
*/
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
registerFirestore();
// ../node_modules/firebase/app/dist/index.mjs
/**
* @license
* Copyright 2020 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*   http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
registerVersion("firebase", "12.19.0", "app");
// src/lib/firebase/app.ts
var firebaseApp = initializeApp({
	apiKey: "demo-api-key",
	authDomain: "demo-careers.firebaseapp.com",
	projectId: "demo-careers",
	appId: "1:000000000000:web:0000000000000000"
});
// src/lib/firebase/firestore-lite.ts
var db;
/** The app's Firestore Lite instance (connected to the emulator in the emulator build). */
function getLiteDb() {
	if (!db) {
		db = getFirestore(firebaseApp);
		connectFirestoreEmulator(db, window.location.hostname, 8080);
	}
	return db;
}
/** A document's data as JSON would carry it: Timestamps become ISO strings. */
function toJson(value) {
	if (value instanceof Timestamp) return value.toDate().toISOString();
	if (Array.isArray(value)) return value.map(toJson);
	if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
	return value;
}
export { collection, doc, getDoc, getDocs, getLiteDb, query, toJson, where };
