package io.objbench.core.json;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one Jackson configuration that ignores unknown properties, for reading back JSON files
 * objbench wrote earlier into its archive (run summaries): an archive outlives the version that
 * wrote it, and a summary written by a later version may carry fields this one does not know,
 * which must not hide the run from the history or its report. Everything else is as {@link Json}
 * (NaN read as a number token); fields a summary of an older version lacks read as null.
 * <p>
 * Only for reading files objbench itself archived. The wire protocol, configuration and anything
 * a user or a peer sends goes through {@link Json}, which rejects unknown properties so a
 * misspelt field never passes silently.
 */
public final class LenientJson {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    private LenientJson() {
    }

    /** The shared, thread-safe mapper for archived JSON files. Do not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
