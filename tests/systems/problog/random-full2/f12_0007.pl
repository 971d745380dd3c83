:- use_module(library(lists)).
0.8::e0(2,2).
0.5::e0(3,3).
e0(3,1).
0.25::e0(2,3).
e1(3,1).
0.3::e1(3,3); 0.3::e1(2,2).
0.1::e2(1,2).
e2(3,3).
0.4::p00 :- p00, e1(Y,Y).
p01(X,1) <- (p01(Y,Y), e1(Y,Y), between(1,3,X)) ; (X \== 1, p01(Y,Z), e1(Y,Y), between(1,3,X)).
0.8::p01(X,Y) :- e1(X,Z), between(1,3,Y), findall(V, e2(Z,V), L), L \= [].
P::p01(Y,Y) :- (p01(Y,X), e0(Y,2)), P is Y / 4.
p10(X) :- p10(Y), e2(Y,Z), e1(Y,Z), between(1,3,X), call(e1, Y, Y), Z \== 1.
p10(X) :- p01(X,X), e2(2,X), X \== 3, X = 2.
p20 :- p01(Y,X).
p20 :- (p01(1,X), e0(1,X), e0(Y,X), not p01(X,Y), \+ p10(X)) ; (e2(Z,3), p01(2,3), Z @< f(1)).
query(p01(2,2)).
query(p20).
evidence(p01(2,1), false).
