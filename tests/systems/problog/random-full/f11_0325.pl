0.6::e0(3).
0.6::e1.
0.8::p00 :- (p00, p00) ; (e1).
p10(X) :- X \== 3, e1, p10(X), p10(X), X @< a.
p10(Y) :- e1, e0(Y), e0(Z), call(e0, Y), compare(O, Z, 1).
P::p10(X) :- (e1, e1, between(1,3,X), not e0(3)), P is X / 4.
p20(1) :- p10(1), e0(2), p10(Y), Y < 3.
query(p00).
query(p00).
query(e1).
query(\+ p20(2)).
