package io.objbench.core.workload;

/**
 * Builds {@link WorkloadException}s located in the workload file: at an element's start tag, or
 * at one of its attributes when the problem is that attribute's value.
 */
final class Problems {

    private final String fileName;

    Problems(String fileName) {
        this.fileName = fileName;
    }

    /** The file name used in messages. */
    String fileName() {
        return fileName;
    }

    /** A problem with the element as a whole (e.g. a missing attribute or child). */
    WorkloadException at(XmlElement element, String problem) {
        return new WorkloadException(fileName, element.line(), element.column(), problem);
    }

    /** A problem with one attribute; located at its name, or at the element if it is absent. */
    WorkloadException at(XmlElement element, String attribute, String problem) {
        int[] site = element.attributeSites().get(attribute);
        if (site == null) {
            return at(element, problem);
        }
        return new WorkloadException(fileName, site[0], site[1], problem);
    }
}
