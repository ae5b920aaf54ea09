/// Issue 16's realistic set: profiles typed the way people type them (fragments, lower case, requests and
/// refusals in the notes, style wishes, Japanese and English mixed, every experience shape the issue names), for
/// people the tidy table leaves out: students, career changers, retirees, parents returning to work,
/// volunteers, people between jobs, clinicians, chefs, founders, new graduates, sales, PR and teachers.
///
/// Each profile says what a reader must find (`requested`, a few distinctive words per language) and must never
/// find (`refused`, `requests`: the content left out and the request's own wording).
extension QualityProfiles {
    package static let realistic: [QualityProfile] = learners + lifeChanges + clinicians + trades + bilingual
}
