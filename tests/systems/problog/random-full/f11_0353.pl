:- use_module(library(lists)).
e0(2,2).
0.8::e0(2,1).
0.3::e1(2).
0.6::e1(3).
0.2::e1(1); 0.1::e1(3); 0.2::e1(2).
0.2::e2(1).
0.75::e3(1).
e3(2).
p00 :- e3(1), e1(Z), call(e2, 1), findall(V, e0(Z,V), L), L = [].
p01(Y) <- e3(1), p01(3), between(1,3,Y).
p10(Y,Y) :- p01(Y), \+ e1(Y), call(e0, Y, Y).
p10(Y,2) :- p00, between(1,3,Y), compare(O, Y, 2).
p11 :- e1(Y), e1(Y).
p20 :- p00.
P::p30(Y) :- (e1(Y)), P is Y / 4.
P::p30(X) :- (p00, between(1,3,X), findall(V, p01(V), L), L \= [], \+ p11), P is X / 4.
p31(3) :- e1(Z).
p31(X) :- p11, p01(1), e2(3), between(1,3,X), X = X.
p31(X) :- p11, between(1,3,X).
query(e0(X,X)).
query(p31(Y)).
query(e1(1)).
query(p00) :- between(1,2,X).
evidence(p20, true).
