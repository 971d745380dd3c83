0.8::e0.
0.6::e1.
e2.
p00 <- (e0, \+ e1) ; (p00, T =.. [g, 3], T \== g(0)).
p00 :- p00, \+ e2, T =.. [g, 1], T \== g(0).
p10(Y,X) :- (Y == 3, e1, between(1,3,X), between(1,3,Y), Y @=< 1) ; (p10(1,Y), e1, between(1,3,X), X @< 2).
p10(X,X) :- (e1, p00, between(1,3,X)) ; (X \== 1, p00, e2, p00, between(1,3,X), X @>= a).
P::p10(X,X) :- (p10(X,Y), p10(Z,Y), e0), P is X / 4.
p20 :- p21(3), p10(X,X), p20.
P::p21(Y) :- (Y \== 3, p10(Y,Y), e0, p20), P is Y / 4.
query(p20).
query(e0) :- between(1,2,X).
