e0.
e1.
p00(Y) :- e0, p00(3), between(1,3,Y).
P::p00(Y) :- (e1, e0, between(1,3,Y), Y @< a), P is Y / 4.
p10(3,X) :- e0, p00(Y), e1, between(1,3,X).
query(p10(2,3)).
query(e0).
