:- use_module(library(lists)).
0.4::e0(2,2).
e0(3,1).
e0(1,2).
0.2::e0(2,2); 0.3::e0(3,3); 0.2::e0(1,1).
0.7::e1(1).
0.3::e1(3).
0.1::e2(2).
0.4::e2(1).
e3.
p00 :- (e1(Z), \+ e0(Z,Z), \+ e1(1)) ; (e2(Z), e1(2), Z @< 2, Z @=< f(1)).
p00 :- e2(Z), e2(Z), \+ e1(2).
0.75::p10(X,X) <- (p00, p00, between(1,3,X), \+ p00, compare(O, X, 2)) ; (p00, e2(3), p10(X,2), \+ e3).
P::p10(X,X) :- (p10(Y,Y), e1(3), between(1,3,X), compare(O, Y, 3)), P is X / 4.
p10(X,2) :- X \== 1, e1(Y), p00, e0(Y,Y), between(1,3,X), call(e0, 2, Y).
0.1::p20(X) :- p10(2,X), X @< a, \+ p10(X,X).
p20(1) :- X \== 2, p00, p10(X,X), p00.
p30(Y,Y) :- p31, e1(2), e2(Z), between(1,3,Y), Y >= 3.
p31 :- e1(1), e3, findall(V, e1(V), L), L = [].
query(p20(1)).
query(e0(2,1)).
query(p00).
query(p00) :- between(1,2,X).
query(\+ p20(3)).
evidence(p30(1,1), true).
