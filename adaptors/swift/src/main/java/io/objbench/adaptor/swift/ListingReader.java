package io.objbench.adaptor.swift;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.objbench.api.ListSink;
import java.io.IOException;
import java.io.InputStream;

/**
 * Streams a Swift JSON listing ({@code [{"name":…,"bytes":…},…]}, for objects or containers) into
 * a {@link ListSink} without building a tree.
 */
final class ListingReader {

    /** Entries asked for per request; a full page means there may be more. */
    static final int PAGE = 10_000;

    private static final JsonFactory JSON = new JsonFactory();

    /** What one page held: its entry count and its last name (the next page's marker). */
    record Page(int count, String last) {
    }

    private ListingReader() {
    }

    static Page read(InputStream body, ListSink sink) throws IOException {
        try (JsonParser p = JSON.createParser(body)) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                return new Page(0, "");
            }
            int count = 0;
            String last = "";
            while (p.nextToken() == JsonToken.START_OBJECT) {
                String name = null;
                long size = -1;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    JsonToken value = p.nextToken();
                    if ("name".equals(field) || ("subdir".equals(field) && name == null)) {
                        name = p.getText();
                    } else if ("bytes".equals(field) && value == JsonToken.VALUE_NUMBER_INT) {
                        size = p.getLongValue();
                    } else {
                        p.skipChildren();
                    }
                }
                if (name != null) {
                    sink.entry(name, size);
                    last = name;
                    count++;
                }
            }
            return new Page(count, last);
        }
    }
}
