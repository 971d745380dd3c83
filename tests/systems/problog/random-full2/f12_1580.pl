:- use_module(library(lists)).
0.6::e0(3,1).
0.75::e0(1,1).
0.2::e0(3,3); 0.3::e0(1,1); 0.1::e0(2,2).
0.6::e1(2).
0.4::e1(3).
0.25::e2(3,1).
0.2::e2(3,3); 0.1::e2(2,2); 0.2::e2(1,1).
P::p00(X) :- (X \== 1, e2(X,X), findall(V, e2(X,V), L), L = []), P is X / 4.
P::p00(Y) :- ((e0(Z,2), e2(2,2), p00(3), between(1,3,Y)) ; (e2(X,1), between(1,3,Y))), P is Y / 4.
p00(Y) :- (e2(3,Z), e0(Z,Y), e1(2), \+ e1(1), not e2(Z,Y)) ; (e1(Z), between(1,3,Y)).
0.8::p10(Y) :- p00(1), e2(Z,Z), between(1,3,Y).
p10(Y) :- p10(Y), e0(Y,Z), findall(V, e2(Y,V), L), L \= [], not e0(Z,Z).
p20(Y,X) :- e1(X), p10(X), between(1,3,Y).
p20(X,X) :- p10(2), e1(3), between(1,3,X).
query(p00(Y)).
query(e1(X)).
