package io.objbench.driver.http;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.objbench.core.json.Json;
import io.objbench.core.mission.Mission;
import io.objbench.core.protocol.MissionIds;

/**
 * Reads the body of a mission submission and turns every way it can be wrong (not JSON, unknown
 * field, wrong type, a record's own validation) into a 400 that names the field path and what
 * was wrong, e.g. {@code invalid mission at $.work.workers: …}.
 */
final class MissionBody {

    private MissionBody() {
    }

    static Mission parse(String body) throws HttpProblem {
        if (body.isBlank()) {
            throw new HttpProblem(400, "empty body: POST a Mission as JSON");
        }
        Mission mission;
        try {
            mission = STRICT.readValue(body);
        } catch (JsonProcessingException e) {
            throw new HttpProblem(400, describe(e));
        }
        if (mission == null) {
            throw new HttpProblem(400, "the body is JSON null: POST a Mission object");
        }
        if (!MissionIds.valid(mission.id())) {
            throw new HttpProblem(400, "invalid mission at $.id: '" + shorten(mission.id()) + "' is not a mission id"
                    + " (1 to 200 of A-Z a-z 0-9 . _ -, starting with a letter or digit)");
        }
        if (!MissionIds.valid(mission.workloadId())) {
            throw new HttpProblem(400, "invalid mission at $.workloadId: '" + shorten(mission.workloadId())
                    + "' is not a workload id (1 to 200 of A-Z a-z 0-9 . _ -)");
        }
        if (mission.stageId() == null || mission.stageId().isBlank() || mission.stageId().length() > 1024
                || mission.stageId().chars().anyMatch(Character::isISOControl)) {
            throw new HttpProblem(400, "invalid mission at $.stageId: a stage id of 1 to 1024 printable characters");
        }
        return mission;
    }

    /**
     * Every field present, none null where a value is needed, integers as integers: a mission
     * that lacks its seed or offset, or says {@code workers: 1.5}, is refused rather than run with
     * defaults the controller never sent.
     */
    private static final ObjectReader STRICT = Json.mapper().readerFor(Mission.class)
            .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .without(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    private static final java.util.regex.Pattern MISSING =
            java.util.regex.Pattern.compile("Missing (?:creator property|required creator property) '([^']+)'");

    private static String shorten(String s) {
        if (s == null) {
            return "null";
        }
        return s.length() <= 60 ? s : s.substring(0, 60) + "…";
    }

    private static String describe(JsonProcessingException e) {
        StringBuilder sb = new StringBuilder("invalid mission");
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            sb.append(" at ").append(path(m));
        }
        JsonLocation loc = e.getLocation();
        if (loc != null && loc.getLineNr() > 0) {
            sb.append(" (line ").append(loc.getLineNr()).append(", column ").append(loc.getColumnNr()).append(')');
        }
        // a record constructor's own check (e.g. workers outside the work) reads best as is
        Throwable cause = e instanceof ValueInstantiationException && e.getCause() != null ? e.getCause() : null;
        java.util.regex.Matcher missing = MISSING.matcher(String.valueOf(e.getOriginalMessage()));
        if (cause == null && missing.lookingAt()) {
            sb.append(": required field '").append(missing.group(1)).append("' is missing or null");
        } else if (cause instanceof NullPointerException && cause.getMessage() != null) {
            // Objects.requireNonNull(x, "name") says only "name"
            sb.append(": required field '").append(cause.getMessage()).append("' is missing or null");
        } else {
            sb.append(": ").append(cause != null ? cause.getMessage() : e.getOriginalMessage());
        }
        return sb.toString();
    }

    /** JSON path of the offending value, e.g. {@code $.work.operations[0].ratio}. */
    private static String path(JsonMappingException m) {
        StringBuilder sb = new StringBuilder("$");
        for (JsonMappingException.Reference r : m.getPath()) {
            if (r.getFieldName() != null) {
                sb.append('.').append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }
}
